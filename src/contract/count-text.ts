// Zod-free, so the web's formatting and the money schemas' messages share it without either
// pulling the other's imports onto the first screen.

/** A whole count with US digit grouping: 1234 -> '1,234' (as Intl's en-US, without its start-up). */
export const formatCount = (count: number): string =>
  String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
