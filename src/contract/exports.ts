import { z } from 'zod';

// The CSV downloads (vendor orders, platform revenue): a range of service days, both ends included.

/** A year and a day: long enough for a season, short enough to stream in one answer. */
export const MAX_EXPORT_DAYS = 366;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from `from` to `to`, both included (1 for one day). */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

const exportDate = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .max(10, { error: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`);

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD of a CSV download. */
export const exportRangeQuerySchema = z
  .object({ from: exportDate('From'), to: exportDate('To') })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'To must not be before From' })
  .refine(({ from, to }) => daysInRange(from, to) <= MAX_EXPORT_DAYS, {
    path: ['to'],
    message: `A download covers at most ${MAX_EXPORT_DAYS} days`,
  });
export type ExportRange = z.infer<typeof exportRangeQuerySchema>;

/** The vendor orders CSV's columns: one row per line, the order's figures on each. */
export const VENDOR_ORDERS_CSV_HEADER = [
  'Order',
  'Placed',
  'Status',
  'Payment',
  'Item',
  'Options',
  'Line note',
  'Quantity',
  'Quantity refunded',
  'Unit price',
  'Line total',
  'Order subtotal',
  'Discount',
  'Service fee',
  'Tax',
  'Meal ticket',
  'Tip',
  'Order total',
  'Order refunded',
  'Pickup time',
  'Last status change',
] as const;

/**
 * The platform revenue CSV's columns; a row's Section is vendor, event or total, and its Net
 * revenue is Paid by customers − Refunds − Tips + Meal tickets.
 */
export const REVENUE_CSV_HEADER = [
  'Section',
  'Id',
  'Name',
  'Event date',
  'Orders',
  'Paid by customers',
  'Refunds',
  'Tips',
  'Meal tickets',
  'Net revenue',
] as const;

/** orders-2026-11-01-to-2026-11-29.csv */
export const exportFilename = (name: string, { from, to }: ExportRange) =>
  `${name}-${from}-to-${to}.csv`;
