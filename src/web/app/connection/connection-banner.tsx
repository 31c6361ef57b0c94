import { CloudOff, Loader2, Wifi } from 'lucide-react';
import { useNow } from '../../hooks/use-now';
import { cn } from '../../lib/cn';
import { connectionMessage, offlineDurationText } from '../../lib/offline/connection';
import { useConnection } from '../../lib/offline/use-connection';

/** How often the offline-duration text is brought up to date. */
export const DURATION_REFRESH_MS = 30_000;

export const pendingText = (count: number) =>
  `${count} ${count === 1 ? 'change' : 'changes'} waiting to send`;

/**
 * customer spec 4: the connection banner. It shows while offline, connecting or with writes
 * waiting (always with showWhenOnline), in the page flow under the header: it pushes the content
 * down and never covers the bottom bar.
 */
export function ConnectionBanner({ showWhenOnline = false }: { showWhenOnline?: boolean }) {
  const state = useConnection();
  const isVisible =
    showWhenOnline || !state.isOnline || state.isConnecting || state.pendingRequests > 0;
  const now = useNow(DURATION_REFRESH_MS).getTime();
  if (!isVisible) return null;
  const isOffline = !state.isOnline && !state.isConnecting;
  const Icon = state.isConnecting ? Loader2 : state.isOnline ? Wifi : CloudOff;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="connection-banner"
      className={cn(
        'border-b border-border',
        isOffline ? 'bg-foreground text-background' : 'bg-muted text-foreground',
      )}
    >
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-0.5 px-4 py-1.5 text-xs leading-snug sm:text-sm">
        <span className="flex items-center gap-2 font-semibold">
          <Icon
            className={cn('size-4 shrink-0', state.isConnecting && 'animate-spin')}
            aria-hidden
          />
          {connectionMessage(state)}
        </span>
        {state.isOnline ? null : (
          <span className="opacity-80">{offlineDurationText(state.lastOnline, now)}</span>
        )}
        {state.pendingRequests > 0 ? (
          <span className="font-medium">{pendingText(state.pendingRequests)}</span>
        ) : null}
      </p>
    </div>
  );
}
