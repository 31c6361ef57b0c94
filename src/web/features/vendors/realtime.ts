// customer spec 7: a 'vendor_update' (menu or settings saved) refreshes what customers see of it.
import type { QueryClient } from '@tanstack/react-query';
import { onServerMessage, onSocketOpen } from '../../lib/realtime/server-messages';
import { vendorKeys } from './api';

function invalidateMenus(client: QueryClient) {
  return client.invalidateQueries({ predicate: vendorKeys.isCustomerMenuQuery });
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
