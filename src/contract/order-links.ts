// Links into an order's screens, for the ready notification and the buttons that open them; the
// web's routes match them with ORDERS_PAGE_PATH (page-paths.ts). Apart from the route patterns,
// which the home page's first bundle holds, so that bundle does not carry them.

/** The full screen a ready order is shown at the pickup hatch with. */
export const orderHatchPath = (orderId: number) => `/orders/${orderId}/hatch`;
