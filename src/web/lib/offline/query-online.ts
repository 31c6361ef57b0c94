import { onlineManager } from '@tanstack/react-query';
import { getConnectionState, subscribeConnection } from './connection';

/**
 * Screens' reads follow the app's connection state: React Query's own flag starts online and moves
 * only on the browser's events, so on a page opened with no signal the return of the signal was no
 * change to it and the reads that failed never refetched. Returns the stop.
 */
export function followConnectionInQueries(): () => void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(getConnectionState().isOnline);
    return subscribeConnection(() => setOnline(getConnectionState().isOnline));
  });
  return () => onlineManager.setEventListener(() => undefined);
}
