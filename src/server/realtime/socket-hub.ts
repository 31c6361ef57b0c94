import type { WebSocket } from 'ws';
import { SOCKET_CLOSE, type ServerSocketMessage } from '../../contract/notifications';
import { hashToken } from '../auth/sessions';
import type { BusEvent, EventBus } from './bus';

/** Open sockets per user; opening one more closes the oldest. */
export const MAX_SOCKETS_PER_USER = 5;
export const HEARTBEAT_INTERVAL_MS = 30_000;

export type SocketConnection = {
  socket: WebSocket;
  userId: number;
  role: string;
  sessionToken: string;
  vendorIds: Set<number>;
  /** Answered the previous heartbeat ping. */
  isAlive: boolean;
};

export type SocketHubOptions = {
  bus: EventBus;
  heartbeatMs?: number;
  /** Re-checks the session of each token once per heartbeat round; false closes its sockets. */
  isSessionValid: (token: string) => Promise<boolean>;
};

/**
 * The WebSocket plugin's close step, replaced: it closes each socket with no code (clients see
 * 1005); every socket gets 1001 (Going Away) instead, so the client reconnects, to another
 * instance behind the balancer (docs/operations.md). Closing the ws server refuses new upgrades.
 */
export function closeSocketsGoingAway(server: { clients: Set<WebSocket>; close(): void }): void {
  for (const client of server.clients) client.close(SOCKET_CLOSE.goingAway, 'Server shutting down');
  server.close();
}

export function sendMessage(socket: WebSocket, message: ServerSocketMessage): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify(message));
}

/**
 * This instance's sockets, indexed by user and by vendor subscription. It listens to the bus and
 * delivers each event to the matching local sockets; it never sends to other instances directly.
 */
export class SocketHub {
  private readonly byUser = new Map<number, SocketConnection[]>();
  private readonly byVendor = new Map<number, Set<SocketConnection>>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: SocketHubOptions) {
    this.unsubscribe = options.bus.subscribe((event) => this.deliver(event));
    this.heartbeat = setInterval(
      () => void this.heartbeatRound(),
      options.heartbeatMs ?? HEARTBEAT_INTERVAL_MS,
    );
    this.heartbeat.unref();
  }

  get size(): number {
    let total = 0;
    for (const list of this.byUser.values()) total += list.length;
    return total;
  }

  add(connection: SocketConnection): void {
    const list = this.byUser.get(connection.userId) ?? [];
    list.push(connection);
    this.byUser.set(connection.userId, list);
    connection.socket.on('pong', () => {
      connection.isAlive = true;
    });
    while (list.length > MAX_SOCKETS_PER_USER) {
      const oldest = list[0];
      if (!oldest) break;
      this.remove(oldest);
      oldest.socket.close(SOCKET_CLOSE.tooManyConnections, 'Too many open connections');
    }
  }

  remove(connection: SocketConnection): void {
    const list = this.byUser.get(connection.userId);
    if (list) {
      const index = list.indexOf(connection);
      if (index >= 0) list.splice(index, 1);
      if (list.length === 0) this.byUser.delete(connection.userId);
    }
    for (const vendorId of connection.vendorIds) {
      const subscribers = this.byVendor.get(vendorId);
      subscribers?.delete(connection);
      if (subscribers?.size === 0) this.byVendor.delete(vendorId);
    }
    connection.vendorIds.clear();
  }

  subscribeToVendor(connection: SocketConnection, vendorId: number): void {
    connection.vendorIds.add(vendorId);
    const subscribers = this.byVendor.get(vendorId) ?? new Set<SocketConnection>();
    subscribers.add(connection);
    this.byVendor.set(vendorId, subscribers);
  }

  deliver(event: BusEvent): void {
    if (this.closed) return;
    if (event.kind === 'user' && event.message.type === 'session_ended') {
      this.closeUser(event.userId, event.message.sessionHash);
      return;
    }
    let targets: Iterable<SocketConnection>;
    if (event.kind === 'user') targets = this.byUser.get(event.userId) ?? [];
    else if (event.kind === 'vendor') targets = this.byVendor.get(event.vendorId) ?? [];
    else targets = [...this.byUser.values()].flat();
    const payload = JSON.stringify(event.message);
    // an order_update is published to the customer, the vendor channel and the vendor's owner; a
    // socket that follows that vendor gets it from the vendor channel, not a second time
    const message = event.message;
    const viaVendorChannel =
      event.kind === 'user' && message.type === 'order_update' ? message.data.vendorId : null;
    for (const connection of targets) {
      if (viaVendorChannel !== null && connection.vendorIds.has(viaVendorChannel)) continue;
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(payload);
    }
  }

  /**
   * Closes the sockets of a user whose sessions were ended (only those of `sessionHash`'s session
   * when given), without waiting for the heartbeat.
   */
  private closeUser(userId: number, sessionHash?: string): void {
    for (const connection of [...(this.byUser.get(userId) ?? [])]) {
      if (sessionHash !== undefined && hashToken(connection.sessionToken) !== sessionHash) continue;
      this.remove(connection);
      connection.socket.close(SOCKET_CLOSE.unauthorized, 'Session ended');
    }
  }

  /** Terminates sockets that missed the previous ping, closes revoked sessions, pings the rest. */
  async heartbeatRound(): Promise<void> {
    const connections = [...this.byUser.values()].flat();
    const alive: SocketConnection[] = [];
    for (const connection of connections) {
      if (!connection.isAlive) {
        this.remove(connection);
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      alive.push(connection);
      try {
        connection.socket.ping();
      } catch {
        // the socket is closing; its close handler removes it
      }
    }
    const tokens = [...new Set(alive.map((connection) => connection.sessionToken))];
    const verdicts = new Map<string, boolean>();
    await Promise.all(
      tokens.map(async (token) => {
        try {
          verdicts.set(token, await this.options.isSessionValid(token));
        } catch {
          verdicts.set(token, true); // a database hiccup must not drop every socket
        }
      }),
    );
    if (this.closed) return;
    for (const connection of alive) {
      if (verdicts.get(connection.sessionToken) === false) {
        this.remove(connection);
        connection.socket.close(SOCKET_CLOSE.unauthorized, 'Session ended');
      }
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const connection of [...this.byUser.values()].flat()) {
      connection.socket.close(SOCKET_CLOSE.goingAway, 'Server shutting down');
    }
    this.byUser.clear();
    this.byVendor.clear();
  }
}
