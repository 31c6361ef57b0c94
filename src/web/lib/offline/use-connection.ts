import { useSyncExternalStore } from 'react';
import { getConnectionState, subscribeConnection, type ConnectionState } from './connection';

/** customer spec 3: the connection state (isOnline, quality, pending writes ...), re-rendered on change. */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
}
