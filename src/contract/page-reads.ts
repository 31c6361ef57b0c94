import type { Role } from './auth';
import { MAX_ID } from './ids';
import { ORDERS_PAGE_PATH, RECEIPT_PAGE_PATH, VENDOR_PAGE_PATH } from './page-paths';

// The reads a page starts with, for the person who opens it. The server answers a page
// load of one of these paths with a `Link: <url>; rel=preload; as=fetch` header a read (server
// http/page-reads.ts), so a phone asks for the page's data beside its script instead of after the
// script ran (a second or more on a mid-range phone with one bar of signal); the app's own read of
// the same URL (a GET with its cookies) takes that answer. Each URL is one of the web's query keys
// (a test in src/web keeps them equal), so a page that reads something else never preloads in vain.

type PageReads = {
  /** The page's path; a named group `id` fills `:id` in the reads. */
  path: RegExp;
  /** Who starts these reads on this page (another role sees another page there). */
  role: Role;
  reads: readonly string[];
  /**
   * The read whose pictures the page's first screen shows (its first few vendors' pictures, or
   * the one vendor's): the server asks the phone to load them too, when it holds that answer.
   */
  pictures?: string;
};

const PAGE_READS: readonly PageReads[] = [
  // the home: vendors near the venue, the show, the person's recent orders
  {
    path: /^\/$/,
    role: 'user',
    reads: ['/api/vendors', '/api/events/current', '/api/orders/recent'],
  },
  { path: /^\/search\/?$/, role: 'user', reads: ['/api/vendors'], pictures: '/api/vendors' },
  {
    path: VENDOR_PAGE_PATH,
    role: 'user',
    reads: ['/api/vendors/:id', '/api/vendors/:id/menu', '/api/events/current'],
    pictures: '/api/vendors/:id',
  },
  // the orders, a pickup pass opened over them, and the hatch screen (the ready notification's link)
  { path: ORDERS_PAGE_PATH, role: 'user', reads: ['/api/orders'] },
  { path: RECEIPT_PAGE_PATH, role: 'user', reads: ['/api/orders/:id/receipt'] },
];

/** Whether a page load of `path` (no query) may preload reads: its answer depends on the session. */
export const hasPageReads = (path: string): boolean =>
  PAGE_READS.some((page) => page.path.test(path));

/**
 * The URLs a person of `role` (null: signed out) opening `path` reads first, and the one whose
 * pictures its first screen shows; none for a bad id.
 */
export function pageReadsWithPictures(
  path: string,
  role: Role | null,
): { reads: string[]; pictures?: string } {
  for (const page of PAGE_READS) {
    const match = page.path.exec(path);
    if (!match) continue;
    if (page.role !== role) return { reads: [] };
    const id = match.groups?.id;
    if (id !== undefined && !(Number(id) >= 1 && Number(id) <= MAX_ID)) return { reads: [] };
    const withId = (url: string) => (id === undefined ? url : url.replace(':id', id));
    const reads = page.reads.map(withId);
    return page.pictures === undefined ? { reads } : { reads, pictures: withId(page.pictures) };
  }
  return { reads: [] };
}

/** The URLs a person of `role` (null: signed out) opening `path` reads first; none for a bad id. */
export const pageReads = (path: string, role: Role | null): string[] =>
  pageReadsWithPictures(path, role).reads;
