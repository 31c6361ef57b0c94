import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPageReads, pageReadsWithPictures } from '../../contract/page-reads';

// A page load asks the phone to start the page's first reads (src/contract/page-reads.ts)
// with a Link header, read by the browser before the page's body; and, when this process holds the
// answer of the read whose pictures the first screen shows, those pictures too, so they load beside
// the script instead of after the list is drawn.

/** The preload of one read, made as the app makes it: a fetch with the person's cookies. */
export const readPreloadLink = (url: string) =>
  `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/** The preload of one picture, made as an `<img>` makes it. */
export const picturePreloadLink = (url: string) => `<${url}>; rel=preload; as=image`;

/** Pictures of a list's first entries preloaded: what a phone's first screen shows of it. */
export const FIRST_PICTURES = 4;

const picturesOf = new WeakMap<Buffer, readonly string[]>();

/**
 * The pictures (`imageUrl`, the app's own paths only) of a cached answer: a list's first
 * `FIRST_PICTURES` entries, or the one entry's. Worked out once per cached answer.
 */
export function picturesIn(body: Buffer): readonly string[] {
  let pictures = picturesOf.get(body);
  if (!pictures) {
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      value = null;
    }
    const entries: unknown[] = Array.isArray(value) ? value.slice(0, FIRST_PICTURES) : [value];
    pictures = entries
      .map((entry) => (entry as { imageUrl?: unknown } | null)?.imageUrl)
      .filter((url): url is string => typeof url === 'string' && /^\/(?!\/)/.test(url));
    picturesOf.set(body, pictures);
  }
  return pictures;
}

/**
 * Sets the Link header for the reads of the page at `path` for whoever is signed in, and for the
 * pictures of its first screen when `cachedBody` holds the answer they come from.
 */
export function linkPageReads(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  cachedBody: (url: string) => Buffer | undefined = () => undefined,
): void {
  if (!hasPageReads(path)) return;
  // the answer differs by who is signed in: a copy the browser revalidates after a sign-out must
  // not keep the Link of the person before
  void reply.header('Vary', 'cookie');
  const { reads, pictures } = pageReadsWithPictures(path, request.currentUser?.role ?? null);
  const cached = pictures === undefined ? undefined : cachedBody(pictures);
  const links = [
    ...reads.map(readPreloadLink),
    ...(cached ? picturesIn(cached).map(picturePreloadLink) : []),
  ];
  if (links.length > 0) void reply.header('Link', links.join(', '));
}
