import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatClockTime } from '../../lib/format';
import { onConnectionRecovered } from '../../lib/offline/connection';
import { useConnection } from '../../lib/offline/use-connection';
import { useConnectionStatus } from '../../lib/realtime/socket-status';
import { vendorDashboardKeys } from './api';

export const STALE_BOARD_MESSAGE = 'Board may be out of date - reconnecting...';

/**
 * A vendor's board with no connection, or whose live socket dropped, says it may be
 * stale and since when; when the connection returns the orders are read again and it goes.
 */
export function BoardStaleNotice({ updatedAt }: { updatedAt: number }) {
  const client = useQueryClient();
  const connection = useConnection();
  const socket = useConnectionStatus();
  // the socket is still opening on a fresh page: only a socket that was open and dropped counts
  const [hasBeenOpen, setHasBeenOpen] = useState(socket === 'open');
  if (socket === 'open' && !hasBeenOpen) setHasBeenOpen(true);

  useEffect(
    () =>
      onConnectionRecovered(
        () => void client.invalidateQueries({ queryKey: vendorDashboardKeys.orders }),
      ),
    [client],
  );

  const isStale = !connection.isOnline || (hasBeenOpen && socket !== 'open');
  if (!isStale) return null;
  return (
    <p
      role="status"
      className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-2xl border border-accent bg-accent/15 px-4 py-2 text-sm font-medium"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      <span>{STALE_BOARD_MESSAGE}</span>
      {updatedAt > 0 ? (
        <span className="text-muted-foreground">
          Last updated {formatClockTime(new Date(updatedAt))}
        </span>
      ) : null}
    </p>
  );
}
