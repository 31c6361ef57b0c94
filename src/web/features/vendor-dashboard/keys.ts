// accounts spec 7: the vendor dashboard's query keys, without its calls, so the live-update
// handlers (realtime.ts), which every signed-in device loads, need none of the dashboard's code.
export const vendorDashboardKeys = {
  orders: ['/api/vendor/orders'] as const,
  menu: ['/api/vendor/menu'] as const,
  profile: ['/api/vendor/profile'] as const,
  analytics: ['/api/vendor/analytics'] as const,
  partnerships: ['/api/vendor/partnerships'] as const,
  offerings: ['/api/vendor/special-offerings'] as const,
  /** The pickers of the drop forms: every artist and every event. */
  artists: ['/api/artists'] as const,
  events: ['/api/events'] as const,
  /** The vendor's own slots, read as customers read them (the checkout's key too). */
  pickupSlots: (vendorId: number) => [`/api/vendors/${vendorId}/pickup-slots`] as const,
};

/** The order board's element id, where the dashboard's skip link goes. */
export const ORDER_BOARD_ID = 'order-board';
