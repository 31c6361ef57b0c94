// customer spec 4 (Notification socket): one socket while someone is signed in. The socket itself
// is lib/realtime/socket-client.ts; what each message does is registered by the features
// (feature-messages.ts) and dispatched by type (lib/realtime/server-messages.ts).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contract/auth';
import { authKeys, refreshCurrentUser } from '../../features/auth/use-auth';
import {
  dispatchServerMessage,
  dispatchSocketOpen,
  type ServerMessageContext,
} from '../../lib/realtime/server-messages';
import {
  NotificationSocket,
  notificationSocketUrl,
  type SocketStatus,
} from '../../lib/realtime/socket-client';
import type * as FeatureMessages from './feature-messages';

/**
 * The handlers' code, asked for again until it arrives (a phone that opened the app with no
 * signal and no service worker yet gets its live updates once the connection is back).
 */
function loadFeatureMessages(): Promise<typeof FeatureMessages> {
  return import('./feature-messages').catch(
    () =>
      new Promise((resolve) => {
        window.addEventListener('online', () => resolve(loadFeatureMessages()), { once: true });
      }),
  );
}

/** Connects while someone is signed in; disconnects (code 1000) on logout or a lost session. */
export function useRealtimeSocket(user: Pick<PublicUser, 'id' | 'role'> | null): SocketStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<SocketStatus>('closed');
  const userId = user?.id;
  const userRole = user?.role;
  useEffect(() => {
    if (userId === undefined || userRole === undefined) return;
    let socket: NotificationSocket | null = null;
    let unregister = () => {};
    let isCancelled = false;
    // The features' handlers (with their parsers) load beside the first screen, and
    // the socket opens once they are there, so no message arrives before its handler
    void loadFeatureMessages().then(({ registerFeatureMessages }) => {
      if (isCancelled) return;
      unregister = registerFeatureMessages();
      const context: ServerMessageContext = {
        client,
        userRole,
        send: (message) => socket?.send(message) ?? false,
      };
      socket = new NotificationSocket({
        url: notificationSocketUrl(window.location),
        identity: { userId, userRole },
        onStatus: setStatus,
        onOpen: (info) => dispatchSocketOpen(info, context),
        onMessage: (message) => dispatchServerMessage(message, context),
        // customer spec 4: on loss of authentication the app shows the signed-out state
        onAuthLost: () => void client.invalidateQueries({ queryKey: authKeys.currentUser }),
        isStillSignedIn: async () => (await refreshCurrentUser(client)) !== null,
      });
      socket.connect();
    });
    return () => {
      isCancelled = true;
      socket?.dispose();
      unregister();
    };
  }, [client, userId, userRole]);
  return userId === undefined ? 'closed' : status;
}

export { ConnectionStatusContext, useConnectionStatus } from '../../lib/realtime/socket-status';
