// customer spec 7: an 'order_update' refreshes every order the customer sees.
import type { QueryClient } from '@tanstack/react-query';
import { onServerMessage, onSocketOpen, refreshChanged } from '../../lib/realtime/server-messages';
import { orderKeys } from './keys';

function invalidateOrders(client: QueryClient) {
  return refreshChanged(client, { predicate: orderKeys.isAnyOrderQuery });
}

export function registerOrderMessages(): () => void {
  const unregister = [
    onServerMessage('order_update', (_message, { client }) => void invalidateOrders(client)),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect) void invalidateOrders(client);
    }),
  ];
  return () => unregister.forEach((off) => off());
}
