import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../../features/auth/use-auth';
import { onConnectionRecovered, startConnectionMonitor } from '../../lib/offline/connection';
import { claimOfflineData } from '../../lib/offline/offline-owner';
import {
  listenForQueueEvents,
  subscribeReplay,
  type ReplaySummary,
} from '../../lib/offline/offline-queue';
import { prefetchOfflineData } from '../../lib/offline/prefetch';
import { followConnectionInQueries } from '../../lib/offline/query-online';
import { replayToastText } from './replay-toast';

/**
 * The replay's toast; an order placed from the queue asks to be paid for, with the
 * counts under it. The order parser (the order contract, with zod) loads when a replay happens,
 * not with the home page.
 */
async function showReplayToast(summary: ReplaySummary) {
  const text = replayToastText(summary);
  const replay = summary.sent.length > 0 ? await loadOrderReplay() : null;
  const placed = replay
    ? summary.sent.map(replay.placedOrderOf).find((order) => order !== null)
    : undefined;
  if (replay && placed)
    replay.showOrderPlacedToast(placed, [text.title, text.description].filter(Boolean).join('. '));
  else
    toast({
      title: text.title,
      description: text.description,
      variant: text.isFailure ? 'destructive' : 'success',
    });
}

/** The order replay's code, or null when it cannot be downloaded (the counts' toast still shows). */
function loadOrderReplay() {
  return import('../../features/checkout/order-replay').catch(() => null);
}

/**
 * customer spec 4 and 7: runs the offline layer for the whole app: the connection monitor, the
 * queue's replay (with its toast), the service worker's hand-overs, and a customer's prefetch on
 * start, sign-in and recovery. Renders nothing.
 */
export function OfflineRuntime() {
  const client = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  const isCustomer = user?.role === 'user';

  useEffect(() => {
    const stopListening = listenForQueueEvents();
    const stopMonitor = startConnectionMonitor();
    const stopFollowing = followConnectionInQueries();
    return () => {
      stopFollowing();
      stopMonitor();
      stopListening();
    };
  }, []);

  useEffect(
    () =>
      subscribeReplay((summary) => {
        void showReplayToast(summary);
        // what the replayed writes changed (orders, statuses ...) shows everywhere
        if (summary.sent.length > 0) void client.invalidateQueries();
      }),
    [client],
  );

  useEffect(() => {
    if (userId !== undefined) claimOfflineData(userId);
  }, [userId]);

  useEffect(() => {
    if (!isCustomer) return;
    void prefetchOfflineData(client);
    return onConnectionRecovered(() => void prefetchOfflineData(client));
  }, [client, isCustomer]);

  return null;
}
