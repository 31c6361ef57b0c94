// The customer pages whose paths are patterns: one definition for the web's routes and for the
// server's page reads (page-reads.ts), so the two always agree on which page a path opens.

/** accounts spec 2.1: only /vendor/{number} is a vendor; /vendor/dashboard is Not Found. */
export const VENDOR_PAGE_PATH = /^\/vendor\/(?<id>\d+)\/?$/;

/**
 * The orders board; /orders/{id}/pass opens that order's pickup pass over it, and
 * /orders/{id}/hatch is the full screen of a ready order to show at the pickup hatch.
 */
export const ORDERS_PAGE_PATH = /^\/orders(?:\/(?<id>\d+)\/(?<view>pass|hatch))?\/?$/;

/** A paid order's receipt, a page of its own (printable, readable offline once opened). */
export const RECEIPT_PAGE_PATH = /^\/orders\/(?<id>\d+)\/receipt\/?$/;
