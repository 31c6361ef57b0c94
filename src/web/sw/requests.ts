// The service worker's decisions, kept free of service worker globals so they run under test:
// which requests it answers, and the message that hands a write it could not send to the page's
// offline queue (offline mode, points 1 to 3 of docs/architecture.md "Offline").
import { newIdempotencyKey } from '../lib/idempotency-key';
import {
  isNeverQueuedPath,
  QUEUE_MARKER_HEADER,
  QUEUE_MARKER_VALUE,
  QUEUE_REQUEST_EVENT,
  queuedReply,
} from '../lib/offline/queued-reply';

/** The header the app's own request layer puts on every /api/ request (and every replay). */
export const OFFLINE_QUEUE_HEADER = QUEUE_MARKER_HEADER;
export const OFFLINE_QUEUE_MARKER = QUEUE_MARKER_VALUE;

/** The message type the service worker posts, and the window event the page turns it into. */
export const QUEUE_REQUEST_TYPE = QUEUE_REQUEST_EVENT;

/** How long a navigation waits for the network before the cached app shell answers it. */
export const NAVIGATION_TIMEOUT_MS = 3000;

/** The precached page every client-side route is answered with. */
export const APP_SHELL_URL = '/index.html';

/** Server paths that are never the single-page app: the API, health, the socket, the API docs. */
const SERVER_PATHS = /^\/(api|health|ws|docs)(\/|$)/;

/** A file (an image, the manifest) rather than a screen; the server answers those itself. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/** What the service worker does with a request. */
export type RequestRoute =
  /** a page load: network first, the precached shell when the network fails or is slow */
  | 'navigation'
  /** a write the app's request layer did not send: network, else the queued reply */
  | 'rescued-write'
  /** everything else: precached assets by Workbox, the rest straight to the network */
  | 'other';

/** The parts of a Request the decision reads (a real Request has them). */
export type RequestFacts = {
  url: string;
  method: string;
  mode: string;
  headers: { get(name: string): string | null };
};

/** Decides how the service worker answers `request`, for a page served from `origin`. */
export function routeRequest(request: RequestFacts, origin: string): RequestRoute {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'other';
  if (request.mode === 'navigate')
    return request.method === 'GET' &&
      !SERVER_PATHS.test(url.pathname) &&
      !FILE_PATH.test(url.pathname)
      ? 'navigation'
      : 'other';
  const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
  if (!isWrite || !url.pathname.startsWith('/api/')) return 'other';
  // the app's own layer queues what it sends
  if (request.headers.get(OFFLINE_QUEUE_HEADER) === OFFLINE_QUEUE_MARKER) return 'other';
  // payments fail instead of waiting in a queue (customer spec 7), as in the app's own layer
  return isNeverQueuedPath(url.pathname) ? 'other' : 'rescued-write';
}

/**
 * True when a page load's answer is no page: nothing came (network failure, time-out) or a proxy
 * in front says the server is unreachable (5xx). The precached app shell is better than either.
 */
export function needsAppShell(response: { status: number } | undefined): boolean {
  return response === undefined || response.status >= 500;
}

/**
 * The header of `IDEMPOTENCY_KEY_HEADER` (src/contract/orders.ts), named here so the worker does
 * not bundle the contract's zod schemas.
 */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/**
 * The write as the service worker sends it: with an Idempotency-Key fixed before the first
 * attempt (the page's own when it sent one), so that when the answer is lost after the server
 * committed, the queue's replay carries the same key and the server answers it without doing the
 * write twice (offline mode point 5).
 */
export function withIdempotencyKey(request: Request): Request {
  if (request.headers.has(IDEMPOTENCY_KEY)) return request;
  const headers = new Headers(request.headers);
  headers.set(IDEMPOTENCY_KEY, newIdempotencyKey());
  return new Request(request, { headers });
}

/** A write handed to the page's offline queue, in the shape of offline mode point 3. */
export type QueueRequest = {
  id: string;
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
};

export type QueueRequestMessage = { type: typeof QUEUE_REQUEST_TYPE; request: QueueRequest };

/**
 * The message for a write the service worker could not send: `bodyText` is the request's body,
 * passed on parsed when it is JSON (anything else cannot be replayed by the queue: undefined).
 */
export function queueRequestMessage(
  id: string,
  request: { url: string; method: string; headers: Iterable<[string, string]> },
  bodyText: string,
): QueueRequestMessage {
  return {
    type: QUEUE_REQUEST_TYPE,
    request: {
      id,
      url: request.url,
      method: request.method,
      body: parseJson(bodyText),
      headers: Object.fromEntries(request.headers),
    },
  };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The synthetic reply of customer spec 8 for a write that waits in the queue as `pendingId`. */
export function queuedResponse(pendingId: string): Response {
  return new Response(JSON.stringify(queuedReply(pendingId)), {
    status: 202,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** True when `data` is a well-formed queue-request message (the page trusts nothing else). */
export function isQueueRequestMessage(data: unknown): data is QueueRequestMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, request } = data as { type?: unknown; request?: unknown };
  if (type !== QUEUE_REQUEST_TYPE || typeof request !== 'object' || request === null) return false;
  const { id, url, method, headers } = request as Partial<Record<keyof QueueRequest, unknown>>;
  return (
    typeof id === 'string' &&
    typeof url === 'string' &&
    typeof method === 'string' &&
    typeof headers === 'object' &&
    headers !== null
  );
}
