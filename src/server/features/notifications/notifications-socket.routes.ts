import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  clientSocketMessageSchema,
  SOCKET_CLOSE,
  SOCKET_PATH,
  type ClientSocketMessage,
} from '../../../contract/notifications';
import type { AppContext } from '../../context';
import { findSessionUser } from '../../auth/sessions';
import { isAllowedOrigin } from '../../http/origin-guard';
import { markNotificationRead, vendorIdsOwnedBy, vendorOwner } from './notifications.service';
import { sendMessage, SocketHub, type SocketConnection } from '../../realtime/socket-hub';

export type NotificationSocketOptions = { heartbeatMs?: number };

/** Vendor ids a vendor's socket follows from the start, looked up before the upgrade. */
const ownVendorIds = new WeakMap<object, number[]>();

/** The socket trusts the session cookie, never the ids a client sends. */
function refuseUpgrade({ db, config }: AppContext) {
  return async function check(request: FastifyRequest, reply: FastifyReply) {
    const headers = request.headers as { origin?: string };
    if (!isAllowedOrigin(headers, config.allowedOrigins)) {
      return reply
        .status(403)
        .send({ code: 'CROSS_ORIGIN', message: 'Cross-origin requests are not allowed' });
    }
    if (!request.currentUser || !request.sessionToken) {
      return reply
        .status(401)
        .send({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
    }
    if (request.currentUser.role === 'vendor')
      ownVendorIds.set(request.raw, await vendorIdsOwnedBy(db, request.currentUser.id));
  };
}

/** The close reason of each way a socket is refused after it opened. */
const REFUSAL_REASONS = { unauthorized: 'Unauthorized', forbidden: 'Forbidden' } as const;
type RefusalClose = keyof typeof REFUSAL_REASONS;

/** 'customer' is another name of the 'user' role (customer spec 3). */
const sameRole = (claimed: string, actual: string) =>
  claimed === actual || (claimed === 'customer' && actual === 'user');

/** GET /ws/notifications (customer spec 7). */
export function notificationsSocketRoutes(
  context: AppContext,
  options: NotificationSocketOptions = {},
) {
  const { db, bus } = context;
  return async function register(app: FastifyInstance) {
    const hub = new SocketHub({
      bus,
      ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
      isSessionValid: async (token) => (await findSessionUser(db, token)) !== null,
    });
    app.addHook('onClose', async () => hub.close());

    /** Tells the client why, then drops and closes its socket. */
    function refuse(connection: SocketConnection, message: string, close: RefusalClose) {
      sendMessage(connection.socket, { type: 'error', message });
      hub.remove(connection);
      connection.socket.close(SOCKET_CLOSE[close], REFUSAL_REASONS[close]);
    }

    async function handle(connection: SocketConnection, message: ClientSocketMessage) {
      const { socket } = connection;
      switch (message.type) {
        case 'authenticate':
          if (
            message.userId !== connection.userId ||
            !sameRole(message.userRole, connection.role)
          ) {
            refuse(connection, 'Authentication does not match your session', 'unauthorized');
            return;
          }
          sendMessage(socket, { type: 'authenticated', userId: connection.userId });
          return;
        case 'ping':
          sendMessage(socket, { type: 'pong', timestamp: new Date().toISOString() });
          return;
        case 'mark_read':
          // someone else's id is ignored silently (no hint that it exists)
          await markNotificationRead(db, connection.userId, message.notificationId);
          return;
        case 'subscribe_to_orders': {
          const vendor = await vendorOwner(db, message.vendorId);
          const isOwner = vendor.exists && vendor.ownerUserId === connection.userId;
          const isAdmin = connection.role === 'admin' && vendor.exists;
          if (!isOwner && !isAdmin) {
            if (connection.role === 'admin') {
              sendMessage(socket, { type: 'error', message: 'Vendor not found' });
              return;
            }
            refuse(connection, 'You cannot follow this vendor’s orders', 'forbidden');
            return;
          }
          hub.subscribeToVendor(connection, message.vendorId);
          sendMessage(socket, { type: 'subscribed', vendorId: message.vendorId });
          return;
        }
      }
    }

    function parse(raw: WebSocket.RawData): ClientSocketMessage | string {
      const bytes = Array.isArray(raw)
        ? Buffer.concat(raw)
        : Buffer.isBuffer(raw)
          ? raw
          : Buffer.from(raw);
      let value: unknown;
      try {
        value = JSON.parse(bytes.toString('utf8'));
      } catch {
        return 'Malformed message: not JSON';
      }
      const parsed = clientSocketMessageSchema.safeParse(value);
      return parsed.success ? parsed.data : 'Unknown or invalid message';
    }

    app.get(
      SOCKET_PATH,
      { websocket: true, onRequest: refuseUpgrade(context), schema: { hide: true } },
      (socket, request) => {
        const user = request.currentUser;
        const token = request.sessionToken;
        if (!user || !token) {
          socket.close(SOCKET_CLOSE.unauthorized, 'Unauthorized');
          return;
        }
        const connection: SocketConnection = {
          socket,
          userId: user.id,
          role: user.role,
          sessionToken: token,
          vendorIds: new Set(),
          isAlive: true,
        };
        // messages of one socket are handled one after another, in the order they came
        let queue: Promise<void> = Promise.resolve();
        socket.on('message', (raw: WebSocket.RawData) => {
          queue = queue.then(async () => {
            const message = parse(raw);
            if (typeof message === 'string') {
              sendMessage(socket, { type: 'error', message });
              return;
            }
            try {
              await handle(connection, message);
            } catch (error) {
              request.log.warn({ err: error }, 'socket message failed');
              sendMessage(socket, { type: 'error', message: 'Something went wrong' });
            }
          });
        });
        socket.on('close', () => hub.remove(connection));
        socket.on('error', (error: Error) => request.log.warn({ err: error }, 'socket error'));
        hub.add(connection);
        // a vendor's board follows its own orders without asking
        for (const vendorId of ownVendorIds.get(request.raw) ?? [])
          hub.subscribeToVendor(connection, vendorId);
        sendMessage(socket, { type: 'authenticated', userId: user.id });
      },
    );
  };
}
