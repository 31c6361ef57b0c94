// customer spec 4 (Notification socket) and 7 (Notification socket protocol): a framework-free
// client that authenticates on open, pings every 120 s and reconnects 3 s after any close whose
// code is not 1000, unless authentication was lost (customer spec 4: the socket disconnects on
// loss of authentication). The app's React wiring lives in app/realtime/use-realtime-socket.ts.
import type { ClientSocketMessage, ServerSocketMessage } from '../../../contract/notifications';
import {
  SOCKET_CLOSE,
  SOCKET_PATH,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '../../../contract/notification-rules';

/** WebSocket readyState values (fixed by the WHATWG spec). */
const READY_STATE = { connecting: 0, open: 1 } as const;

export type SocketStatus = 'connecting' | 'open' | 'closed';

export type SocketIdentity = { userId: number; userRole: string };

export type NotificationSocketOptions = {
  url: string;
  identity: SocketIdentity;
  /** Every parsed server message (unknown types included: routing decides what to do). */
  onMessage: (message: ServerSocketMessage | { type: string }) => void;
  /** Each successful open; `reconnect` is true from the second open on. */
  onOpen?: (info: { reconnect: boolean }) => void;
  onStatus?: (status: SocketStatus) => void;
  /**
   * The server closed with 4401 (session ended or identity mismatch) or 4403 (forbidden): retrying
   * cannot help, so the socket stays closed and the owner re-checks who is signed in.
   */
  onAuthLost?: () => void;
  /**
   * Asked after a connection that never opened. A browser reports a refused (401) upgrade like
   * any network failure, so the owner checks the session: false stops the retries. A rejection
   * (offline, server down) counts as still signed in.
   */
  isStillSignedIn?: () => Promise<boolean>;
};

/** Close codes after which reconnecting would be refused again. */
const AUTH_LOST_CODES: readonly number[] = [SOCKET_CLOSE.unauthorized, SOCKET_CLOSE.forbidden];

/** ws(s)://host/ws/notifications — the secure scheme on https (customer spec 7). */
export function notificationSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${SOCKET_PATH}`;
}

function parseMessage(raw: unknown): { type: string } | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as { type?: unknown }).type === 'string'
    )
      return value as { type: string };
  } catch {
    // fall through: not JSON
  }
  return null;
}

export class NotificationSocket {
  private socket: WebSocket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private hasOpened = false;
  /** Whether the current socket reached 'open' (a refused upgrade never does). */
  private isCurrentOpen = false;
  private disposed = false;

  constructor(private readonly options: NotificationSocketOptions) {}

  /** Opens the socket (no-op once disposed or while one is already open or opening). */
  connect(): void {
    if (this.disposed || this.socket) return;
    this.clearReconnect();
    this.options.onStatus?.('connecting');
    this.isCurrentOpen = false;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.options.url);
    } catch (error) {
      console.warn('CurtainCall: notification socket could not open', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen(socket);
    socket.onmessage = (event: MessageEvent) => this.handleMessage(event.data);
    socket.onclose = (event: CloseEvent) => this.handleClose(socket, event.code);
    // an error is always followed by a close event, which does the reconnecting
    socket.onerror = () => undefined;
  }

  /** Sends a client message when the socket is open; returns whether it was sent. */
  send(message: ClientSocketMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== READY_STATE.open) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes with 1000 (so no reconnect), stops every timer and ignores later events. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.clearReconnect();
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (socket.readyState === READY_STATE.open || socket.readyState === READY_STATE.connecting)
        socket.close(SOCKET_CLOSE.normal, 'client closed');
    }
    this.options.onStatus?.('closed');
  }

  private handleOpen(socket: WebSocket): void {
    if (socket !== this.socket) return;
    const reconnect = this.hasOpened;
    this.hasOpened = true;
    this.isCurrentOpen = true;
    const { userId, userRole } = this.options.identity;
    this.send({ type: 'authenticate', userId, userRole });
    this.startPing();
    this.options.onStatus?.('open');
    this.options.onOpen?.({ reconnect });
  }

  private handleMessage(raw: unknown): void {
    const message = parseMessage(raw);
    if (!message) {
      console.warn('CurtainCall: ignored an unreadable socket message');
      return;
    }
    this.options.onMessage(message);
  }

  private handleClose(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.stopPing();
    this.options.onStatus?.('closed');
    if (code === SOCKET_CLOSE.normal) return;
    if (AUTH_LOST_CODES.includes(code)) {
      this.options.onAuthLost?.();
      return;
    }
    const check = this.options.isStillSignedIn;
    if (!this.isCurrentOpen && check) {
      void this.reconnectIfSignedIn(check);
      return;
    }
    // customer spec 4: reconnect after 3 s for any other close code than 1000
    this.scheduleReconnect();
  }

  private async reconnectIfSignedIn(check: () => Promise<boolean>): Promise<void> {
    let isSignedIn = true;
    try {
      isSignedIn = await check();
    } catch {
      // the session could not be checked (offline, server down): keep trying
    }
    if (isSignedIn) this.scheduleReconnect();
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping', userId: this.options.identity.userId });
    }, SOCKET_PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private scheduleReconnect(): void {
    if (this.disposed) return;
    this.clearReconnect();
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, SOCKET_RECONNECT_DELAY_MS);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }
}
