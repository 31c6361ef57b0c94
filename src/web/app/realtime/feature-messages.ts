// Which feature handles which server message (customer spec 7). The socket layer
// (lib/realtime) dispatches by type and knows none of them.
import { registerNotificationMessages } from '../../features/notifications/realtime';
import { registerOrderMessages } from '../../features/orders/realtime';
import { registerVendorDashboardMessages } from '../../features/vendor-dashboard/realtime';
import { registerVendorMessages } from '../../features/vendors/realtime';
import { onServerMessage, onSocketOpen } from '../../lib/realtime/server-messages';

// The admin dashboard's pending applications (accounts spec 7); no web feature owns it yet.
export const ADMIN_PENDING_VENDORS_KEY = ['/api/admin/vendors/pending'] as const;

function registerAdminMessages(): () => void {
  const unregister = [
    onServerMessage('vendor_update', (_message, { client }) => {
      void client.invalidateQueries({ queryKey: ADMIN_PENDING_VENDORS_KEY });
    }),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect) void client.invalidateQueries({ queryKey: ADMIN_PENDING_VENDORS_KEY });
    }),
  ];
  return () => unregister.forEach((off) => off());
}

/** Registers every feature's handlers; returns the function that removes them all. */
export function registerFeatureMessages(): () => void {
  const unregister = [
    registerNotificationMessages(),
    registerOrderMessages(),
    registerVendorDashboardMessages(),
    registerVendorMessages(),
    registerAdminMessages(),
  ];
  return () => unregister.forEach((off) => off());
}
