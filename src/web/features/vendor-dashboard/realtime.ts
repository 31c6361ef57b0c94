// customer spec 7: a vendor's socket follows its own orders; every 'order_update' refreshes the
// board and the figures (accounts spec 2.9 analytics); a 'vendor_update' about this vendor (an
// admin's decision) refreshes its profile, so the approval banner changes on an open dashboard.
import type { QueryClient } from '@tanstack/react-query';
import type { ClientSocketMessage } from '../../../contract/notifications';
import type { VendorProfileView } from '../../../contract/vendor';
import { onServerMessage, onSocketOpen, refreshChanged } from '../../lib/realtime/server-messages';
import { vendorDashboardKeys } from './keys';

/**
 * customer spec 7: a vendor's socket asks to follow its own orders. The id comes from the vendor
 * profile (cached by the dashboard); a vendor without one yet is followed by the server anyway.
 */
async function subscribeToOwnOrders(
  client: QueryClient,
  send: (message: ClientSocketMessage) => boolean,
) {
  try {
    const profile = await client.fetchQuery<VendorProfileView>({
      queryKey: vendorDashboardKeys.profile,
    });
    send({ type: 'subscribe_to_orders', vendorId: profile.id });
  } catch {
    // no vendor profile (yet): the server subscribes a vendor's sockets at connection
  }
}

export function registerVendorDashboardMessages(): () => void {
  // the server confirms authentication on upgrade and again after 'authenticate': ask once
  let hasAskedToFollowOrders = false;
  const unregister = [
    onSocketOpen(({ reconnect }, { client }) => {
      hasAskedToFollowOrders = false;
      if (reconnect) void refreshChanged(client, { queryKey: vendorDashboardKeys.orders });
    }),
    onServerMessage('authenticated', (_message, { client, userRole, send }) => {
      if (userRole !== 'vendor' || hasAskedToFollowOrders) return;
      hasAskedToFollowOrders = true;
      void subscribeToOwnOrders(client, send);
    }),
    // The pickup slots dialog follows the slots as orders fill them
    onServerMessage('pickup_slots_update', (message, { client }) => {
      void refreshChanged(client, {
        queryKey: vendorDashboardKeys.pickupSlots(message.vendorId),
      });
    }),
    // an admin approved, rejected, suspended or reactivated this vendor: the banner and badge follow
    onServerMessage('vendor_update', (message, { client }) => {
      const profile = client.getQueryData<VendorProfileView>(vendorDashboardKeys.profile);
      if (profile?.id === message.data.vendorId)
        void refreshChanged(client, { queryKey: vendorDashboardKeys.profile });
    }),
    onServerMessage('order_update', (_message, { client }) => {
      void refreshChanged(client, { queryKey: vendorDashboardKeys.orders });
      void refreshChanged(client, { queryKey: vendorDashboardKeys.analytics });
    }),
  ];
  return () => unregister.forEach((off) => off());
}
