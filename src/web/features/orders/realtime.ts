// customer spec 7: an 'order_update' refreshes every order the customer sees.
import type { QueryClient } from '@tanstack/react-query';
import { onServerMessage, onSocketOpen } from '../../lib/realtime/server-messages';

/** Every key starting with '/api/orders' (the list, one order, recent orders...). */
function isOrdersQuery(query: { queryKey: readonly unknown[] }): boolean {
  const first = query.queryKey[0];
  return typeof first === 'string' && first.startsWith('/api/orders');
}

function invalidateOrders(client: QueryClient) {
  return client.invalidateQueries({ predicate: isOrdersQuery });
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
