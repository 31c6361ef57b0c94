import { createContext, useContext } from 'react';
import type { SocketStatus } from './socket-client';

/** The notification socket's status, provided by the app's RealtimeProvider. */
export const ConnectionStatusContext = createContext<SocketStatus>('closed');

/** 'connecting' | 'open' | 'closed' — the notification socket, for UI (inside RealtimeProvider). */
export function useConnectionStatus(): SocketStatus {
  return useContext(ConnectionStatusContext);
}
