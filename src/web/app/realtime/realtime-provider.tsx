import type { ReactNode } from 'react';
import { useAuth } from '../../features/auth/use-auth';
import { ConnectionStatusContext, useRealtimeSocket } from './use-realtime-socket';

export { useConnectionStatus } from './use-realtime-socket';

/**
 * customer spec 4 (Notification socket): one socket for the signed-in user, opened on login and
 * closed on logout. Mount inside QueryClientProvider; read the state with useConnectionStatus().
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const status = useRealtimeSocket(user);
  return <ConnectionStatusContext value={status}>{children}</ConnectionStatusContext>;
}
