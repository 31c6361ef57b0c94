import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPageReads, pageReads } from '../../contract/page-reads';

// issue 14: a page load asks the phone to start the page's first reads (src/contract/page-reads.ts)
// with a Link header, read by the browser before the page's body.

/** The preload of one read, made as the app makes it: a fetch with the person's cookies. */
export const readPreloadLink = (url: string) =>
  `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/** Sets the Link header for the reads of the page at `path` for whoever is signed in. */
export function linkPageReads(request: FastifyRequest, reply: FastifyReply, path: string): void {
  if (!hasPageReads(path)) return;
  // the answer differs by who is signed in: a copy the browser revalidates after a sign-out must
  // not keep the Link of the person before
  void reply.header('Vary', 'cookie');
  const reads = pageReads(path, request.currentUser?.role ?? null);
  if (reads.length > 0) void reply.header('Link', reads.map(readPreloadLink).join(', '));
}
