// customer spec 3 (offline queued request), 4 (offline queue), 5 (sanitising), 7 (offline
// replay), 9 (offline queue constants): writes made with no signal wait in localStorage and are
// replayed, exactly once (each keeps its Idempotency-Key), when the connection returns.
import { newIdempotencyKey } from '../idempotency-key';
import { USER_STORAGE_CLEARED_EVENT } from '../storage';
import { QUEUE_MARKER_HEADER, QUEUE_MARKER_VALUE, QUEUE_REQUEST_EVENT } from './queued-reply';
import { timeoutSignal } from './timeout-signal';

export { QUEUE_MARKER_HEADER, QUEUE_MARKER_VALUE, QUEUE_REQUEST_EVENT };

export const QUEUE_STORAGE_KEY = 'offline_request_queue';
export const MAX_RETRIES = 3;
/** The wait before retry 1, 2 and 3; a failure after the third retry drops the item. */
export const RETRY_DELAYS_MS = [1000, 5000, 15_000] as const;
export const QUEUE_MAX_AGE_MS = 24 * 60 * 60_000;
export const PRIORITY_ORDER = ['high', 'medium', 'low'] as const;
export const SENSITIVE_BODY_FIELDS = [
  'password',
  'token',
  'secret',
  'key',
  'credit',
  'card',
  'ssn',
  'social',
] as const;
export const SENSITIVE_HEADERS = ['authorization', 'cookie', 'token'] as const;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const QUEUE_SUCCESS_EVENT = 'offline-queue-success';
export const QUEUE_FAILURE_EVENT = 'offline-queue-failure';
export const REPLAY_TIMEOUT_MS = 15_000;
export const DROPPED_MESSAGE = 'It could not be sent after several tries.';

export type QueuePriority = (typeof PRIORITY_ORDER)[number];
export type QueueCategory = 'order' | 'cart' | 'vendor' | 'general';

export type QueuedRequest = {
  id: string;
  timestamp: number;
  retryCount: number;
  priority: QueuePriority;
  category: QueueCategory;
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
};

export type QueueSuccessDetail = {
  id: string;
  category: QueueCategory;
  url: string;
  method: string;
  status: number;
  body: unknown;
};
export type QueueFailureDetail = Omit<QueueSuccessDetail, 'body'> & { message: string };
export type ReplaySummary = { sent: QueueSuccessDetail[]; failed: QueueFailureDetail[] };

/** The pause after `count` items of a run: min(100 + 50 x count, 1000) ms (customer spec 9). */
export const pauseBetweenItemsMs = (count: number) => Math.min(100 + 50 * count, 1000);

const pathOf = (url: string) => new URL(url, 'http://local').pathname;

/** Shared protocol 4: orders, cart and vendor writes by path, everything else general. */
export function categoryFor(url: string): QueueCategory {
  const path = pathOf(url);
  if (/^\/api\/orders(\/|$)/.test(path)) return 'order';
  if (/^\/api\/cart(\/|$)/.test(path)) return 'cart';
  if (/^\/api\/vendor(\/|$)/.test(path)) return 'vendor';
  return 'general';
}

/** customer spec 9: orders high, cart medium, others low. */
export function priorityFor(category: QueueCategory): QueuePriority {
  if (category === 'order') return 'high';
  if (category === 'cart') return 'medium';
  return 'low';
}

const isSensitive = (name: string, words: readonly string[]) =>
  words.some((word) => name.toLowerCase().includes(word));

/** customer spec 5: fields named like a secret are removed, at any depth, before storing. */
export function sanitizeBody(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(sanitizeBody);
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([name]) => !isSensitive(name, SENSITIVE_BODY_FIELDS))
      .map(([name, value]) => [name, sanitizeBody(value)]),
  );
}

/** customer spec 5: authorization, cookie and token headers are never stored. */
export function sanitizeHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !isSensitive(name, SENSITIVE_HEADERS)),
  );
}

const findHeader = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase());

// ---- storage -------------------------------------------------------------------------------

const isItem = (value: unknown): value is QueuedRequest => {
  const item = value as Partial<QueuedRequest> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.url === 'string' &&
    typeof item.method === 'string' &&
    typeof item.timestamp === 'number' &&
    typeof item.retryCount === 'number' &&
    PRIORITY_ORDER.includes(item.priority as QueuePriority)
  );
};

const countListeners = new Set<(count: number) => void>();

function writeItems(items: QueuedRequest[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(QUEUE_STORAGE_KEY);
    else localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage full or disabled: the items already stored stay; nothing better can be done
  }
  notifyCount(items.length);
}

/** customer spec 8: unparseable storage counts as empty; items older than 24 h are purged. */
export function readQueue(now = Date.now()): QueuedRequest[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]');
  } catch {
    console.warn('CurtainCall: discarded an unreadable offline queue');
    localStorage.removeItem(QUEUE_STORAGE_KEY);
    return [];
  }
  const items = Array.isArray(parsed) ? parsed.filter(isItem) : [];
  const fresh = items.filter((item) => now - item.timestamp < QUEUE_MAX_AGE_MS);
  if (fresh.length !== (Array.isArray(parsed) ? parsed.length : 0)) writeItems(fresh);
  return fresh;
}

export const getQueueCount = () => readQueue().length;

function notifyCount(count: number) {
  for (const listener of countListeners) listener(count);
}

/** Calls `listener` with the number of waiting items whenever it changes; returns unsubscribe. */
export function subscribeQueueCount(listener: (count: number) => void): () => void {
  countListeners.add(listener);
  return () => countListeners.delete(listener);
}

/** Priority first (high, medium, low), then first in, first out. */
export function orderQueue(items: QueuedRequest[]): QueuedRequest[] {
  return [...items].sort(
    (a, b) =>
      PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority) ||
      a.timestamp - b.timestamp,
  );
}

function updateItem(id: string, change: (item: QueuedRequest) => QueuedRequest | null): void {
  const items = readQueue();
  if (!items.some((item) => item.id === id)) return; // cleared meanwhile (logout): nothing to write
  writeItems(
    items.flatMap((item) => {
      if (item.id !== id) return [item];
      const changed = change(item);
      return changed ? [changed] : [];
    }),
  );
}

/** Drops every waiting write (another person signed in). */
export function clearQueue(): void {
  clearTimeout(retryTimer);
  writeItems([]);
}

export type EnqueueInput = {
  url: string;
  method: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The service worker's id for a write it answered already (shared protocol 3). */
  id?: string;
};

/**
 * Stores a write for replay, sanitised (customer spec 5), with an Idempotency-Key fixed now (the
 * caller's, else a new one: shared protocol 5). Returns the stored item.
 */
export function enqueueRequest(input: EnqueueInput, now = Date.now()): QueuedRequest {
  const headers = sanitizeHeaders(input.headers);
  const existingKey = findHeader(headers, IDEMPOTENCY_HEADER);
  if (existingKey) delete headers[existingKey[0]];
  const category = categoryFor(input.url);
  const item: QueuedRequest = {
    id: input.id ?? newIdempotencyKey(),
    timestamp: now,
    retryCount: 0,
    priority: priorityFor(category),
    category,
    url: input.url,
    method: input.method.toUpperCase(),
    body: sanitizeBody(input.body),
    headers: { ...headers, [IDEMPOTENCY_HEADER]: existingKey?.[1] ?? newIdempotencyKey() },
  };
  const items = readQueue(now);
  if (items.some((queued) => queued.id === item.id)) return item;
  writeItems([...items, item]);
  return item;
}

// ---- replay --------------------------------------------------------------------------------

type Outcome =
  | { kind: 'sent'; detail: QueueSuccessDetail }
  | { kind: 'rejected'; detail: QueueFailureDetail }
  | { kind: 'retry' };

const describe = (item: QueuedRequest) => ({
  id: item.id,
  category: item.category,
  url: item.url,
  method: item.method,
});

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** customer spec 8: a queued request's failure reads as the server's message or 'HTTP {status}'. */
function failureMessage(status: number, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : `HTTP ${status}`;
}

/**
 * The stored headers, each once under any spelling, with the queue's own marker and the content
 * type of the body it sends (JSON or none): the page's original content type no longer applies.
 */
function replayHeaders(item: QueuedRequest): Record<string, string> {
  const queueOwn = [QUEUE_MARKER_HEADER, 'Content-Type'].map((name) => name.toLowerCase());
  const headers = Object.fromEntries(
    Object.entries(item.headers).filter(([name]) => !queueOwn.includes(name.toLowerCase())),
  );
  if (item.body !== undefined) headers['Content-Type'] = 'application/json';
  return { ...headers, [QUEUE_MARKER_HEADER]: QUEUE_MARKER_VALUE };
}

async function send(item: QueuedRequest): Promise<Outcome> {
  let response: Response;
  const timeout = timeoutSignal(REPLAY_TIMEOUT_MS);
  try {
    response = await fetch(item.url, {
      method: item.method,
      headers: replayHeaders(item),
      body: item.body !== undefined ? JSON.stringify(item.body) : undefined,
      credentials: 'include',
      signal: timeout.signal,
    });
  } catch {
    return { kind: 'retry' };
  } finally {
    timeout.clear();
  }
  const body = await readBody(response);
  if (response.ok)
    return { kind: 'sent', detail: { ...describe(item), status: response.status, body } };
  // shared protocol 4: the server said no (4xx): retrying cannot change that; 5xx may pass later
  if (response.status >= 400 && response.status < 500)
    return {
      kind: 'rejected',
      detail: {
        ...describe(item),
        status: response.status,
        message: failureMessage(response.status, body),
      },
    };
  return { kind: 'retry' };
}

const fire = (type: string, detail: QueueSuccessDetail | QueueFailureDetail) =>
  window.dispatchEvent(new CustomEvent(type, { detail }));

const replayListeners = new Set<(summary: ReplaySummary) => void>();

/** Calls `listener` after each replay run that sent or gave up on something. */
export function subscribeReplay(listener: (summary: ReplaySummary) => void): () => void {
  replayListeners.add(listener);
  return () => replayListeners.delete(listener);
}

let running: Promise<ReplaySummary> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(): Promise<ReplaySummary> {
  const summary: ReplaySummary = { sent: [], failed: [] };
  let count = 0;
  for (;;) {
    // with no connection the run stops without spending the item's retries; recovery restarts it
    if (!navigator.onLine) break;
    const [item] = orderQueue(readQueue());
    if (!item) break;
    if (count > 0) await wait(pauseBetweenItemsMs(count));
    count += 1;
    const outcome = await send(item);
    if (outcome.kind === 'sent') {
      updateItem(item.id, () => null);
      summary.sent.push(outcome.detail);
      fire(QUEUE_SUCCESS_EVENT, outcome.detail);
      continue;
    }
    if (outcome.kind === 'rejected') {
      updateItem(item.id, () => null);
      summary.failed.push(outcome.detail);
      fire(QUEUE_FAILURE_EVENT, outcome.detail);
      continue;
    }
    if (!navigator.onLine) break;
    const retryCount = item.retryCount + 1;
    if (retryCount > MAX_RETRIES) {
      updateItem(item.id, () => null);
      const detail = { ...describe(item), status: 0, message: DROPPED_MESSAGE };
      summary.failed.push(detail);
      fire(QUEUE_FAILURE_EVENT, detail);
      continue;
    }
    updateItem(item.id, (stored) => ({ ...stored, retryCount }));
    // the item keeps its place at the head (order within a priority holds); the next run retries it
    retryTimer = setTimeout(() => void processQueue(), RETRY_DELAYS_MS[retryCount - 1]);
    break;
  }
  return summary;
}

/**
 * Sends the waiting writes in priority order, one run at a time (a call during a run shares it).
 * Each success or 4xx removes the item and fires its event; a failed send is retried after 1 s,
 * 5 s and 15 s, then dropped and reported with status 0.
 */
export function processQueue(): Promise<ReplaySummary> {
  if (running) return running;
  clearTimeout(retryTimer);
  running = run()
    .then((summary) => {
      if (summary.sent.length + summary.failed.length > 0)
        for (const listener of replayListeners) listener(summary);
      return summary;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

export const isProcessingQueue = () => running !== null;

type QueueRequestDetail = {
  id?: unknown;
  url?: unknown;
  method?: unknown;
  body?: unknown;
  headers?: unknown;
};

/** Shared protocol 3: the service worker's rescued write joins the queue under its own id. */
function onServiceWorkerRequest(event: Event) {
  const detail = (event as CustomEvent<QueueRequestDetail>).detail;
  if (!detail || typeof detail.url !== 'string' || typeof detail.method !== 'string') return;
  const headers =
    typeof detail.headers === 'object' && detail.headers !== null
      ? Object.fromEntries(
          Object.entries(detail.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  enqueueRequest({
    id: typeof detail.id === 'string' ? detail.id : undefined,
    url: detail.url,
    method: detail.method,
    body: detail.body,
    headers,
  });
  if (navigator.onLine) void processQueue();
}

function onStorageCleared() {
  clearTimeout(retryTimer);
  notifyCount(0);
}

/** Listens for the service worker's hand-overs and for logout; returns the undo. */
export function listenForQueueEvents(): () => void {
  window.addEventListener(QUEUE_REQUEST_EVENT, onServiceWorkerRequest);
  window.addEventListener(USER_STORAGE_CLEARED_EVENT, onStorageCleared);
  return () => {
    window.removeEventListener(QUEUE_REQUEST_EVENT, onServiceWorkerRequest);
    window.removeEventListener(USER_STORAGE_CLEARED_EVENT, onStorageCleared);
  };
}
