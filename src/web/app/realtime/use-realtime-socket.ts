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
import { registerFeatureMessages } from './feature-messages';

/** Connects while someone is signed in; disconnects (code 1000) on logout or a lost session. */
export function useRealtimeSocket(user: Pick<PublicUser, 'id' | 'role'> | null): SocketStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<SocketStatus>('closed');
  const userId = user?.id;
  const userRole = user?.role;
  useEffect(() => {
    if (userId === undefined || userRole === undefined) return;
    const unregister = registerFeatureMessages();
    const context: ServerMessageContext = {
      client,
      userRole,
      send: (message) => socket.send(message),
    };
    const socket: NotificationSocket = new NotificationSocket({
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
    return () => {
      socket.dispose();
      unregister();
    };
  }, [client, userId, userRole]);
  return userId === undefined ? 'closed' : status;
}

export { ConnectionStatusContext, useConnectionStatus } from '../../lib/realtime/socket-status';
