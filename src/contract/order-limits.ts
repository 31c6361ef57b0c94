// Zod-free, so the web app's first screen can use it without the schema library;
// orders.ts re-exports it.

// Quantity upper bound: the spec shows none; 50 of one item is more than any stand hands over at once.
export const MAX_LINE_QUANTITY = 50;
export const MAX_ORDER_LINES = 30;
export const NOTE_MAX_LENGTH = 500;
