// customer spec 3 (connection state), 4 (connection quality), 7 (connectivity check) and 9
// (connection constants): one small store the banner, the request wrapper and the vendor board read.
import { getQueueCount, processQueue, subscribeQueueCount } from './offline-queue';
import { timeoutSignal } from './timeout-signal';
import { storageKey } from '../storage';

export const HEALTH_URL = '/health';
export const HEALTH_CHECK_TIMEOUT_MS = 5000;
export const EXCELLENT_BELOW_MS = 1000;
export const GOOD_BELOW_MS = 3000;
export const CONNECTIVITY_CHECK_INTERVAL_MS = 120_000;
export const CONNECTIVITY_CHECK_TIMEOUT_MS = 8000;

export type ConnectionQuality = 'excellent' | 'good' | 'poor' | 'offline';
export type ConnectionState = {
  isOnline: boolean;
  /** A check is running while the app believes it is offline (it is trying to reconnect). */
  isConnecting: boolean;
  /** When the app last had an answer from the server (epoch ms), or null if never. */
  lastOnline: number | null;
  connectionQuality: ConnectionQuality;
  pendingRequests: number;
};

export const CONNECTION_MESSAGES = {
  connecting: 'Connecting...',
  excellent: 'Excellent connection',
  good: 'Good connection',
  poor: 'Poor connection - some features limited',
  offline: 'No connection - offline mode active',
} as const;

/** customer spec 4: under 1000 ms excellent, under 3000 ms good, otherwise poor. */
export function qualityForRoundTrip(milliseconds: number): Exclude<ConnectionQuality, 'offline'> {
  if (milliseconds < EXCELLENT_BELOW_MS) return 'excellent';
  if (milliseconds < GOOD_BELOW_MS) return 'good';
  return 'poor';
}

/** The banner's message for a state. */
export function connectionMessage(
  state: Pick<ConnectionState, 'isConnecting' | 'connectionQuality'>,
): string {
  if (state.isConnecting) return CONNECTION_MESSAGES.connecting;
  return CONNECTION_MESSAGES[state.connectionQuality];
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** customer spec 4: how long the app has been without the server, in the banner's words. */
export function offlineDurationText(lastOnline: number | null, now = Date.now()): string {
  if (lastOnline === null) return 'Never connected';
  const elapsed = Math.max(0, now - lastOnline);
  if (elapsed < MINUTE_MS) return 'Just disconnected';
  if (elapsed < HOUR_MS) return `Offline for ${Math.floor(elapsed / MINUTE_MS)}m`;
  if (elapsed < 24 * HOUR_MS) return `Offline for ${Math.floor(elapsed / HOUR_MS)}h`;
  return 'Offline for over 24h';
}

/**
 * One health round trip (no cache, abortable): the quality, or 'offline' on a failure, a non-2xx
 * answer or the time-out. A browser that reports offline is offline without asking.
 */
export async function measureConnection(
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
  signal?: AbortSignal,
): Promise<ConnectionQuality> {
  if (navigator.onLine === false) return 'offline';
  const timeout = timeoutSignal(timeoutMs, signal);
  const started = performance.now();
  try {
    const response = await fetch(HEALTH_URL, { cache: 'no-store', signal: timeout.signal });
    if (!response.ok) return 'offline';
    return qualityForRoundTrip(performance.now() - started);
  } catch {
    return 'offline';
  } finally {
    timeout.clear();
  }
}

// ---- the store -----------------------------------------------------------------------------

/** Kept across reloads, so a page opened with no signal says how long it has been offline. */
export const LAST_ONLINE_KEY = storageKey('lastOnline');

function storedLastOnline(): number | null {
  try {
    const stored = Number(localStorage.getItem(LAST_ONLINE_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

function keepLastOnline(time: number | null) {
  try {
    if (time !== null) localStorage.setItem(LAST_ONLINE_KEY, String(time));
  } catch {
    // storage full or disabled: the duration starts again at the next page load
  }
}

const initialState = (): ConnectionState => ({
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  isConnecting: false,
  lastOnline:
    typeof navigator !== 'undefined' && navigator.onLine ? Date.now() : storedLastOnline(),
  // until the first round trip the browser's word is all there is
  connectionQuality: typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'good',
  pendingRequests: 0,
});

let state: ConnectionState = initialState();
const listeners = new Set<() => void>();
const recoveryListeners = new Set<() => void>();

function setState(change: Partial<ConnectionState>) {
  const next = { ...state, ...change };
  if ((Object.keys(change) as (keyof ConnectionState)[]).every((key) => next[key] === state[key]))
    return;
  const recovered = !state.isOnline && next.isOnline;
  if (next.lastOnline !== state.lastOnline) keepLastOnline(next.lastOnline);
  state = next;
  for (const listener of listeners) listener();
  if (recovered) for (const listener of recoveryListeners) listener();
}

export const getConnectionState = (): ConnectionState => state;

/** useSyncExternalStore's subscribe: `listener` runs on every change; returns unsubscribe. */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `listener` runs on every offline -> online transition (after the queue's replay started). */
export function onConnectionRecovered(listener: () => void): () => void {
  recoveryListeners.add(listener);
  return () => recoveryListeners.delete(listener);
}

let checking: Promise<ConnectionState> | null = null;
/** How many times the app went offline without a round trip (the browser's `offline` event). */
let offlineMarks = 0;

/**
 * Runs one health check (one at a time) and records its outcome. An answer that was on its way
 * when the browser said offline is older than that word and is dropped: the check runs again if
 * the browser is back online by then, and the app stays offline if not.
 */
export function checkConnection(timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<ConnectionState> {
  if (checking) return checking;
  if (!state.isOnline) setState({ isConnecting: true });
  const marksBefore = offlineMarks;
  const measured = measureConnection(timeoutMs)
    .then((quality) => {
      const isOvertaken = quality !== 'offline' && offlineMarks !== marksBefore;
      if (isOvertaken) return true;
      setState(
        quality === 'offline'
          ? { isOnline: false, isConnecting: false, connectionQuality: 'offline' }
          : {
              isOnline: true,
              isConnecting: false,
              connectionQuality: quality,
              lastOnline: Date.now(),
            },
      );
      return false;
    })
    .finally(() => {
      checking = null;
    });
  checking = measured.then((isOvertaken) =>
    isOvertaken && navigator.onLine !== false ? checkConnection(timeoutMs) : state,
  );
  return checking;
}

/** The browser said it lost its network: offline now, no round trip needed. */
export function markOffline(): void {
  offlineMarks += 1;
  setState({ isOnline: false, isConnecting: false, connectionQuality: 'offline' });
}

/** Set while the monitor runs (the app); without it the store keeps the browser's first word. */
let isMonitoring = false;

/**
 * A request of the app got no answer: check whether the server is still there, and send what
 * waits in the queue if it is (a one-off failure).
 */
export function reportNetworkFailure(): void {
  if (!isMonitoring) return;
  if (navigator.onLine === false) return markOffline();
  void checkConnection().then(sendWaitingIfOnline);
}

function sendWaitingIfOnline(checked: ConnectionState) {
  if (checked.isOnline && checked.pendingRequests > 0) void processQueue();
}

/** Test hook: back to the state of a fresh page. */
export function resetConnectionState(): void {
  state = initialState();
  checking = null;
}

/**
 * Starts the monitor: a first check, the browser's online/offline events, the 120 s check with an
 * 8 s time-out, the queue's count, and the replay on recovery. Returns the stop.
 */
export function startConnectionMonitor(): () => void {
  isMonitoring = true;
  const onOnline = () => void checkConnection();
  const onOffline = () => markOffline();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  const interval = setInterval(
    () => void checkConnection(CONNECTIVITY_CHECK_TIMEOUT_MS),
    CONNECTIVITY_CHECK_INTERVAL_MS,
  );
  const unsubscribeCount = subscribeQueueCount((count) => setState({ pendingRequests: count }));
  const unsubscribeRecovery = onConnectionRecovered(() => void processQueue());
  setState({ pendingRequests: getQueueCount() });
  // writes left from an earlier visit go out as soon as the server answers
  void checkConnection().then(sendWaitingIfOnline);
  return () => {
    isMonitoring = false;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    clearInterval(interval);
    unsubscribeCount();
    unsubscribeRecovery();
  };
}
