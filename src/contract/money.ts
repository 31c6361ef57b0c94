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

/** The most any amount in a request may be: $10,000,000.00, inside PostgreSQL's integer cents. */
export const MAX_MONEY_CENTS = 1_000_000_000;

/**
 * Dollars with at most two decimals -> integer cents, or null. Text ('12.50') is read from its
 * digits, so '0x10', '1e2', '+5' and '-1' are not amounts; a JSON number may carry floating-point
 * noise (12.340000000000002 is 1234 cents, as for menu prices) but not a third decimal, -0 or NaN.
 */
export function dollarsToCents(value: number | string): number | null {
  if (typeof value === 'number') {
    const cents = value * 100;
    if (!Number.isFinite(cents) || cents < 0 || Object.is(value, -0)) return null;
    return Math.abs(cents - Math.round(cents)) < 1e-6 ? Math.round(cents) : null;
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
