// Which feature handles which server message (customer spec 7). The socket layer
// (lib/realtime) dispatches by type and knows none of them.
import { registerAdminMessages } from '../../features/admin/realtime';
import { registerAppStatusMessages } from '../../features/app-status/realtime';
import { registerCheckoutMessages } from '../../features/checkout/realtime';
import { registerNotificationMessages } from '../../features/notifications/realtime';
import { registerOrderMessages } from '../../features/orders/realtime';
import { registerPartnershipMessages } from '../../features/partnerships/realtime';
import { registerVendorDashboardMessages } from '../../features/vendor-dashboard/realtime';
import { registerVendorMessages } from '../../features/vendors/realtime';

/** Registers every feature's handlers; returns the function that removes them all. */
export function registerFeatureMessages(): () => void {
  const unregister = [
    registerNotificationMessages(),
    registerOrderMessages(),
    registerVendorDashboardMessages(),
    registerVendorMessages(),
    registerAdminMessages(),
    registerAppStatusMessages(),
    registerPartnershipMessages(),
    registerCheckoutMessages(),
  ];
  return () => unregister.forEach((off) => off());
}
