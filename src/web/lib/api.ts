import { QueryClient, type QueryFunction } from '@tanstack/react-query';

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

  /** The server's own `message` when the body is the API's JSON error, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON: fall through to the text
    }
    return this.body;
  }
}

/** The message to show a person for any failure. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new HttpError(response.status, text);
}

const pending = new Map<string, Promise<Response>>();

/** Identical requests in flight share one network call; at most 100 are remembered. */
function dedupedFetch(key: string, run: () => Promise<Response>): Promise<Response> {
  const existing = pending.get(key);
  if (existing) return existing.then((response) => response.clone());
  const promise: Promise<Response> = run().finally(() => {
    // an entry evicted by the cap may settle after a newer identical request took its place
    if (pending.get(key) === promise) pending.delete(key);
  });
  if (pending.size >= MAX_PENDING_REQUESTS) {
    const oldest = pending.keys().next().value;
    if (oldest !== undefined) pending.delete(oldest);
  }
  pending.set(key, promise);
  return promise.then((response) => response.clone());
}

export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/** Sends credentials always and a JSON body only when there is a payload. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const key = `${method} ${url} ${hasBody ? JSON.stringify(data) : ''}`;
  const response = await dedupedFetch(key, () =>
    fetch(url, {
      method,
      headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      body: hasBody ? JSON.stringify(data) : undefined,
      credentials: 'include',
      signal: options.signal,
    }),
  );
  await throwIfNotOk(response);
  return response;
}

/** apiRequest, then the JSON body. */
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

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default reads: the path is the query key's first element (customer spec 7). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

// customer spec 9: fresh 5 minutes, kept 10 minutes unused, no refetch on focus or interval,
// no retries; mutation cache 5 minutes.
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
      },
      mutations: { retry: false, gcTime: 5 * 60_000 },
    },
  });
}

export const queryClient = createQueryClient();
