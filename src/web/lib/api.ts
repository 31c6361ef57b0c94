import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../contract/error-codes';
import { getConnectionState, reportNetworkFailure } from './offline/connection';
import {
  cacheGeneration,
  cacheLifetimeFor,
  getCached,
  setCachedWhenIdle,
} from './offline/offline-cache';
import { enqueueRequest } from './offline/offline-queue';
import {
  isNeverQueuedPath,
  isQueuedReply,
  NEVER_QUEUED_PATHS,
  QUEUE_MARKER_HEADER,
  QUEUE_MARKER_VALUE,
  queuedReply,
  type QueuedReply,
} from './offline/queued-reply';

// customer spec 7, shared request behaviour.
export const MAX_PENDING_REQUESTS = 100;

/** The error every failed call becomes: message is 'status: body' (customer spec 7). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'HttpError';
  }

  /** The body when it is a JSON object (the API's `{ code, message, ... }`), else null. */
  get json(): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  /**
   * The server's own `message` from its JSON error, or '' (a proxy's HTML page or any other raw
   * body is never shown to a person).
   */
  get serverMessage(): string {
    const message = this.json?.message;
    return typeof message === 'string' ? message.trim() : '';
  }

  /** The API's error code ('PAYMENT_DECLINED', 'WRONG_PICKUP_CODE', ...), if it sent a known one. */
  get code(): ErrorCode | null {
    const code = this.json?.code;
    return ERROR_CODES.find((known) => known === code) ?? null;
  }
}

/** The API's error code of any failure, or null (no answer, or not the API's error). */
export function apiErrorCode(error: unknown): ErrorCode | null {
  return error instanceof HttpError ? error.code : null;
}

/** A failure whose message was written for the person using the app (not a browser's or a parser's). */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
}

/**
 * The one rule for the text a person sees for a failure: the server's own message, or the app's
 * own words (no answer, an answer it could not read, a failure it explains), else the screen's
 * fallback. Raw bodies, 'Failed to fetch', 'signal timed out' and parser messages never show.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage || fallback;
  if (error instanceof UserFacingError && error.message) return error.message;
  return fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new HttpError(response.status, text);
}

// Every request has a time-out, so no screen waits on a lost answer for ever.
export const REQUEST_TIMEOUT_MS = 15_000;
export const TIMEOUT_MESSAGE = 'The request timed out. Check your connection and try again.';
export const OFFLINE_MESSAGE = "You're offline. Check your connection and try again.";
export const UNREACHABLE_MESSAGE = 'CurtainCall could not be reached. Try again in a moment.';

/** A request that got no answer: it timed out, the device is offline or the server is out of reach. */
export class NetworkError extends UserFacingError {
  override name = 'NetworkError';
}

export const UNREADABLE_ANSWER_MESSAGE =
  'CurtainCall sent an answer this screen could not read. Reload the page and try again.';

/**
 * An answer that does not have the contract's shape (a server older or newer than this page):
 * the screen shows its error state instead of failing on a missing field.
 */
export class ResponseShapeError extends UserFacingError {
  override name = 'ResponseShapeError';
  constructor(
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(UNREADABLE_ANSWER_MESSAGE);
  }
}

/** Checks an answer against its contract schema (orders and payments, where a wrong shape hurts). */
export function parseAnswer<T extends z.ZodType>(
  schema: T,
  url: string,
  data: unknown,
): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ResponseShapeError(url, result.error.issues);
  return result.data;
}

/**
 * fetch with the time-out composed with the caller's signal. A caller's own abort stays an
 * AbortError (a cancelled request is not a failure to show); a time-out or a failed connection
 * becomes a NetworkError in plain words.
 */
async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    return await fetch(url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new NetworkError(TIMEOUT_MESSAGE);
    if (error instanceof TypeError)
      throw new NetworkError(navigator.onLine ? UNREACHABLE_MESSAGE : OFFLINE_MESSAGE);
    throw error;
  }
}

type SharedRequest = {
  response: Promise<Response>;
  controller: AbortController;
  waiting: number;
  /** Callers still handling the answer, during which the same request joins this one. */
  holds: number;
  isAnswered: boolean;
};

const pending = new Map<string, SharedRequest>();

/**
 * Identical requests in flight share one network call; at most 100 are remembered. A caller
 * whose signal aborts stops waiting on its own; the call itself is cancelled only when nobody
 * waits any more, so one caller's cancellation never fails another's request (a
 * refetch cancelled by the next invalidation must not show as an error).
 */
function dedupedFetch(
  key: string,
  run: (signal: AbortSignal) => Promise<Response>,
  signal?: AbortSignal,
): Promise<Response> {
  const existing = pending.get(key);
  if (existing && !existing.controller.signal.aborted) return follow(key, existing, signal);
  const controller = new AbortController();
  const shared: SharedRequest = {
    controller,
    waiting: 0,
    holds: 0,
    isAnswered: false,
    response: run(controller.signal).then(
      (response) => {
        shared.isAnswered = true;
        forgetWhenDone(key, shared);
        return response;
      },
      (error: unknown) => {
        forget(key, shared);
        throw error;
      },
    ),
  };
  if (pending.size >= MAX_PENDING_REQUESTS) {
    const oldest = pending.keys().next().value;
    if (oldest !== undefined) pending.delete(oldest);
  }
  pending.set(key, shared);
  return follow(key, shared, signal);
}

/** An entry evicted by the cap may settle after a newer identical request took its place. */
function forget(key: string, shared: SharedRequest): void {
  if (pending.get(key) === shared) pending.delete(key);
}

/** An answered request is forgotten once nobody holds it. */
function forgetWhenDone(key: string, shared: SharedRequest): void {
  if (shared.isAnswered && shared.holds === 0) forget(key, shared);
}

/** One caller's share of a request: its own copy of the response, or its own abort. */
function follow(key: string, shared: SharedRequest, signal?: AbortSignal): Promise<Response> {
  shared.waiting += 1;
  return new Promise<Response>((resolve, reject) => {
    let isDone = false;
    const leave = () => {
      isDone = true;
      shared.waiting -= 1;
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      if (isDone) return;
      leave();
      // an answered request is not cancelled: whoever holds it is still reading its body
      if (shared.waiting === 0 && !shared.isAnswered) {
        forget(key, shared);
        shared.controller.abort(signal?.reason);
      }
      reject(signal?.reason as Error);
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    shared.response.then(
      (response) => {
        if (isDone) return;
        leave();
        resolve(response.clone());
      },
      (error: Error) => {
        if (isDone) return;
        leave();
        reject(error);
      },
    );
  });
}

/** Which requests are the same: method, URL and body. */
const requestKey = (method: string, url: string, body: string) => `${method} ${url} ${body}`;

/**
 * A GET of an /api/ path that shares its network call with the same read in flight (a screen's
 * own read and the offline prefetch), answered as it comes: no offline answer, nothing
 * kept, no error for a status; the caller decides.
 */
export function sharedGet(url: string, signal?: AbortSignal): Promise<Response> {
  return dedupedFetch(
    requestKey('GET', url, ''),
    // no method: fetch's own default, GET
    (shared) => send(url, { headers: markerFor(url), credentials: 'include' }, shared),
    signal,
  );
}

/**
 * sharedGet, its answer handed to `handle`; until `handle` has finished, the same read started
 * meanwhile shares this answer instead of going out again. The offline prefetch reads the body and
 * fills the query cache with it: a screen's query that starts in between (Recent Orders, whose
 * code arrives after the prefetch began) takes that answer, not a second one.
 */
export async function handleSharedGet<T>(
  url: string,
  signal: AbortSignal | undefined,
  handle: (response: Response) => Promise<T>,
): Promise<T> {
  const key = requestKey('GET', url, '');
  const answer = sharedGet(url, signal);
  const shared = pending.get(key);
  if (shared) shared.holds += 1;
  try {
    return await handle(await answer);
  } finally {
    if (shared) {
      shared.holds -= 1;
      forgetWhenDone(key, shared);
    }
  }
}

export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

// customer spec 7: the offline wrapper covers every /api/ path (the health check is not one).
const isApiPath = (url: string) => new URL(url, 'http://local').pathname.startsWith('/api/');

/**
 * Writes never queued: a payment must run while the person watches (shared protocol 5), and
 * signing in or out, or pricing a cart, means nothing later. Offline they fail as before.
 */
export { NEVER_QUEUED_PATHS };

export function isQueueable(method: string, url: string): boolean {
  if (method.toUpperCase() === 'GET' || !isApiPath(url)) return false;
  const path = new URL(url, 'http://local').pathname;
  return !isNeverQueuedPath(path);
}

/** Shared protocol 2: the app's own /api/ requests carry the marker the service worker leaves. */
const markerFor = (url: string): Record<string, string> =>
  isApiPath(url) ? { [QUEUE_MARKER_HEADER]: QUEUE_MARKER_VALUE } : {};

/** customer spec 7: a read with no answer is answered from the offline cache when it has one. */
function cachedAnswer(url: string, error: unknown): { data: unknown } | null {
  if (!(error instanceof NetworkError) || !isApiPath(url)) return null;
  reportNetworkFailure();
  const data = getCached(url);
  return data === null ? null : { data };
}

/** Keeps a successful read of vendors, orders or the profile for offline use. */
function rememberRead(url: string, data: unknown, generation: number): void {
  const lifetime = cacheLifetimeFor(url);
  if (lifetime !== null && data !== null) setCachedWhenIdle(url, data, lifetime, { generation });
}

/** The answer to a write that waits in the offline queue (customer spec 8, shared protocol 1). */
function queuedResponse(
  method: string,
  url: string,
  data: unknown,
  headers: Record<string, string>,
): Response {
  const item = enqueueRequest({ url, method, body: data, headers });
  return Response.json(queuedReply(item.id), { status: 202 });
}

/**
 * Sends credentials always and a JSON body only when there is a payload. For /api/ paths:
 * successful reads of vendors, orders and the profile are kept offline, and answered from there
 * when the network fails; writes made offline are queued and answered 202 (customer spec 7).
 */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const headers = {
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
    ...markerFor(url),
  };
  const queueable = isQueueable(method, url);
  // the browser's own word counts at once (customer spec 4), before the monitor has heard it
  const isOffline = !getConnectionState().isOnline || navigator.onLine === false;
  if (queueable && isOffline) {
    reportNetworkFailure();
    return queuedResponse(method, url, data, options.headers ?? {});
  }
  const key = requestKey(method, url, hasBody ? JSON.stringify(data) : '');
  const generation = cacheGeneration();
  let response: Response;
  try {
    response = await dedupedFetch(
      key,
      (signal) =>
        send(
          url,
          {
            method,
            headers,
            body: hasBody ? JSON.stringify(data) : undefined,
            credentials: 'include',
          },
          signal,
        ),
      options.signal,
    );
  } catch (error) {
    if (queueable && error instanceof NetworkError) {
      reportNetworkFailure();
      return queuedResponse(method, url, data, options.headers ?? {});
    }
    const cached = method.toUpperCase() === 'GET' ? cachedAnswer(url, error) : null;
    if (cached) return Response.json(cached.data);
    throw error;
  }
  await throwIfNotOk(response);
  if (method.toUpperCase() === 'GET' && cacheLifetimeFor(url) !== null)
    void response
      .clone()
      .json()
      .then((body: unknown) => rememberRead(url, body, generation))
      .catch(() => undefined);
  return response;
}

/** apiRequest, then the JSON body (a queued write's body is its QueuedReply). */
export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, data, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * apiJson, then the answer checked against its contract schema (see parseAnswer). A write queued
 * offline answers its QueuedReply as it is, unparsed (shared protocol 1): callers branch with
 * isQueuedReply, or pass the answer through `unlessQueued`.
 */
export async function apiParsed<T extends z.ZodType>(
  schema: T,
  method: 'GET',
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<z.output<T>>;
export async function apiParsed<T extends z.ZodType>(
  schema: T,
  method: string,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<z.output<T> | QueuedReply>;
export async function apiParsed<T extends z.ZodType>(
  schema: T,
  method: string,
  url: string,
  data?: unknown,
  options?: RequestOptions,
): Promise<z.output<T> | QueuedReply> {
  const answer = await apiJson<unknown>(method, url, data, options);
  return isQueuedReply(answer) ? answer : parseAnswer(schema, url, answer);
}

export const QUEUED_WRITE_MESSAGE =
  "You're offline. This change is saved and will be sent when the connection returns.";

/**
 * A write that was queued offline instead of answered: a NetworkError (screens treat it as no
 * answer) whose request still goes out, once, on reconnection.
 */
export class QueuedWriteError extends NetworkError {
  override name = 'QueuedWriteError';
  constructor(readonly reply: QueuedReply) {
    super(QUEUED_WRITE_MESSAGE);
  }
}

/** For screens that need the server's answer: a queued write becomes a QueuedWriteError. */
export function unlessQueued<T>(answer: T | QueuedReply): T {
  if (isQueuedReply(answer)) throw new QueuedWriteError(answer);
  return answer;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default reads: the path is the query key's first element (customer spec 7); with no answer, the
 * offline cache answers when it holds the path.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const url = String(queryKey[0]);
    const generation = cacheGeneration();
    let response: Response;
    try {
      // the same read already on its way (the offline prefetch, another screen) is shared
      response = await sharedGet(url, signal);
    } catch (error) {
      const cached = cachedAnswer(url, error);
      if (cached) return cached.data as T;
      throw error;
    }
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    const data = (await response.json()) as T;
    rememberRead(url, data, generation);
    return data;
  };
}

/** The default read (the key's first element is the URL), its answer checked against a schema. */
export function parsedQueryFn<T extends z.ZodType>(schema: T): QueryFunction<z.output<T>> {
  const read = getQueryFn<unknown>({ on401: 'throw' });
  return async (context) => parseAnswer(schema, String(context.queryKey[0]), await read(context));
}

// customer spec 9: fresh 5 minutes, kept 10 minutes unused, no refetch on focus or interval,
// no retries; mutation cache 5 minutes. Requests run offline too (networkMode 'always'): they fail
// at once with the offline message, so a screen shows its error state instead of a skeleton that
// waits for ever, and the failed reads refetch when the connection returns.
export const STALE_TIME_MS = 5 * 60_000;
export const GC_TIME_MS = 10 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        retry: false,
        networkMode: 'always',
        // 'always' would otherwise turn refetching on reconnect off
        refetchOnReconnect: true,
      },
      mutations: { retry: false, gcTime: 5 * 60_000, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

/** The server's field messages of a 400 (`issues` paths like 'body.name'), by field name. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || error.status !== 400) return {};
  try {
    const parsed = JSON.parse(error.body) as { issues?: { path: string; message: string }[] };
    const found: Record<string, string> = {};
    for (const issue of parsed.issues ?? []) {
      const field = issue.path.replace(/^body\.?/, '') || 'form';
      found[field] ??= issue.message;
    }
    return found;
  } catch {
    return {};
  }
}
