// customer spec 7: a 'vendor_update' (menu or settings saved) refreshes what customers see of it;
// an 'event_update' (an admin changed an event) refreshes the current event and the event list.
import type { QueryClient } from '@tanstack/react-query';
import { onServerMessage, onSocketOpen, refreshChanged } from '../../lib/realtime/server-messages';
import { vendorKeys } from './api';

const EVENT_QUERIES = [vendorKeys.currentEvent, ['/api/events']];

function invalidateMenus(client: QueryClient) {
  return refreshChanged(client, { predicate: vendorKeys.isCustomerMenuQuery });
}

export function registerVendorMessages(): () => void {
  const unregister = [
    onServerMessage('vendor_update', (_message, { client }) => void invalidateMenus(client)),
    onServerMessage('event_update', (_message, { client }) => {
      for (const queryKey of EVENT_QUERIES) void refreshChanged(client, { queryKey });
    }),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect) void invalidateMenus(client);
    }),
  ];
  return () => unregister.forEach((off) => off());
}
