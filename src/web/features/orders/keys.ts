// The orders' query keys, without their calls and the order schemas, so the live-update handlers
// (realtime.ts), which every signed-in device loads, build none of the order contract's schemas.

// Detail keys start with the list's URL, so invalidating ['/api/orders'] (payment success, the
// socket's order_update) refreshes the list, every open order and its timeline together.
export const orderKeys = {
  all: ['/api/orders'] as const,
  recent: ['/api/orders/recent'] as const,
  detail: (id: number) => ['/api/orders', id] as const,
  timeline: (id: number) => ['/api/orders', id, 'timeline'] as const,
  /** Its URL alone, so the server can preload it with the receipt page (contract/page-reads.ts). */
  receipt: (id: number) => [`/api/orders/${id}/receipt`] as const,
  /** Every key starting with '/api/orders' (the list, one order, recent orders...). */
  isAnyOrderQuery: (query: { queryKey: readonly unknown[] }): boolean => {
    const first = query.queryKey[0];
    return typeof first === 'string' && first.startsWith('/api/orders');
  },
};
