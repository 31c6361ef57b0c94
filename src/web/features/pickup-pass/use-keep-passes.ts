import { useEffect } from 'react';
import type { OrderView } from '../../../contract/orders';
import { fetchPickupPass } from './api';
import { hasPickupPass, keepPass, needsFreshPass, prunePasses } from './pass-store';

/**
 * Whenever the customer's orders are seen (the list, one order, after paying), each paid
 * order still to collect gets its pass saved on the phone, fetched again once the order is ready
 * (its pickup code is made then); passes of orders picked up or cancelled are dropped.
 */
export function useKeepPickupPasses(orders: readonly OrderView[] | undefined) {
  useEffect(() => {
    if (!orders) return;
    prunePasses(orders);
    const missing = orders.filter((order) => hasPickupPass(order) && needsFreshPass(order));
    for (const order of missing) {
      // a pass that cannot be fetched now is fetched the next time the order is seen
      fetchPickupPass(order.id).then(keepPass, () => undefined);
    }
  }, [orders]);
}
