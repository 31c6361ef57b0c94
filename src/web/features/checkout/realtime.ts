// An open checkout follows its vendor's pickup slots as other people fill them.
import { onServerMessage, onSocketOpen, refreshChanged } from '../../lib/realtime/server-messages';
import { checkoutKeys } from './keys';

export function registerCheckoutMessages(): () => void {
  const unregister = [
    onServerMessage('pickup_slots_update', (message, { client }) => {
      void refreshChanged(client, { queryKey: checkoutKeys.pickupSlots(message.vendorId) });
    }),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect) void refreshChanged(client, { predicate: checkoutKeys.allPickupSlots });
    }),
  ];
  return () => unregister.forEach((off) => off());
}
