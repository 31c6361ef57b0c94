import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../../features/auth/use-auth';
import { placedOrderOf, showOrderPlacedToast } from '../../features/checkout/order-replay';
import { onConnectionRecovered, startConnectionMonitor } from '../../lib/offline/connection';
import { claimOfflineData } from '../../lib/offline/offline-owner';
import { listenForQueueEvents, subscribeReplay } from '../../lib/offline/offline-queue';
import { prefetchOfflineData } from '../../lib/offline/prefetch';
import { replayToastText } from './replay-toast';

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
    return () => {
      stopMonitor();
      stopListening();
    };
  }, []);

  useEffect(
    () =>
      subscribeReplay((summary) => {
        const text = replayToastText(summary);
        // an order placed from the queue asks to be paid for (issue 13), with the counts under it
        const placed = summary.sent.map(placedOrderOf).find((order) => order !== null);
        if (placed)
          showOrderPlacedToast(placed, [text.title, text.description].filter(Boolean).join('. '));
        else
          toast({
            title: text.title,
            description: text.description,
            variant: text.isFailure ? 'destructive' : 'success',
          });
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
