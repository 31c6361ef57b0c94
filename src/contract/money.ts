// Money is integer cents everywhere; it becomes a two-decimal string only at the edge.

/** 1234 -> '12.34' (the spec's 2-decimal strings, e.g. totalAmount). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** 1234 -> '$12.34'. */
export function formatMoney(cents: number): string {
  return `$${centsToDecimal(cents)}`;
}

/** A dollar amount given as a number or numeric string (customer spec 3: price) -> cents, or null. */
export function dollarsToCents(value: number | string): number | null {
  const amount = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (!Number.isFinite(amount)) return null;
  return Math.round(amount * 100);
}
