// customer spec 7: a 'vendor_update' (menu or settings saved) refreshes what customers see of it.
import type { QueryClient } from '@tanstack/react-query';
import { onServerMessage, onSocketOpen } from '../../lib/realtime/server-messages';

/**
 * What customers see of vendors: the list, one vendor, its menu ('/api/vendors...') and every
 * menu item ('/api/menu-items'), so an item turned unavailable disappears at once.
 */
function isCustomerMenuQuery(query: { queryKey: readonly unknown[] }): boolean {
  const first = query.queryKey[0];
  return (
    typeof first === 'string' &&
    (first.startsWith('/api/vendors') || first.startsWith('/api/menu-items'))
  );
}

function invalidateMenus(client: QueryClient) {
  return client.invalidateQueries({ predicate: isCustomerMenuQuery });
}

export function registerVendorMessages(): () => void {
  const unregister = [
    onServerMessage('vendor_update', (_message, { client }) => void invalidateMenus(client)),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect) void invalidateMenus(client);
    }),
  ];
  return () => unregister.forEach((off) => off());
}
