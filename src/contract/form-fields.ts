import { z } from 'zod';
import { formatCount } from './count-text';
import { idParam } from './ids';
import { dollarsToCents, MAX_MONEY_CENTS } from './money';

// Form fields the back-office and vendor forms share: ids, required and optional text, dollar
// amounts (sent as dollars, kept as integer cents) and dates. Each takes the message its form
// shows, so the rule is written once and the words stay the spec's.

const MAX_FORM_MONEY_CENTS = 100_000_000;
const DECIMAL_AMOUNT = /^\s*\d+(\.\d{1,2})?\s*$/;
// not with toLocaleString: a module load that formats a number loads the browser's number
// formatting (tens of milliseconds on a phone) before any form is shown
const MAX_DOLLARS_TEXT = formatCount(MAX_MONEY_CENTS / 100);

/** A positive integer id (a number or numeric text, e.g. a path parameter) with one message. */
export const idField = (message: string) => idParam({ message });

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** Optional text; empty or blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** A dollar amount of at least 0 (number or text, at most two decimals) -> integer cents. */
export const dollarsAtLeastZero = (message: string) =>
  z
    .union(
      [
        z.number({ error: message }),
        z.string({ error: message }).max(20, message).trim().min(1, message),
      ],
      { error: message },
    )
    .transform((value, ctx) => {
      const cents = dollarsToCents(value);
      if (cents === null || cents > MAX_FORM_MONEY_CENTS) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cents;
    });

/**
 * Dollars in a request (a total, a price, a payment amount): 0 to MAX_MONEY_CENTS with at most two
 * decimals, as a JSON number or, with `text`, as text such as '12.50' -> integer cents. Bounded
 * here so no amount reaches the database's integer columns out of range.
 */
export function dollarsAmount(label: string, { text }: { text: boolean }) {
  const maxDollars = MAX_MONEY_CENTS / 100;
  const format = text
    ? `${label} must be an amount such as 12.50`
    : `${label} must be a number such as 12.50`;
  const tooLarge = `${label} cannot be more than $${MAX_DOLLARS_TEXT}.00`;
  const error = (issue: { input?: unknown }) => {
    if (typeof issue.input === 'number' && issue.input > maxDollars) return tooLarge;
    return typeof issue.input === 'number' || text ? format : `${label} must be a number`;
  };
  const asNumber = z.number({ error }).min(0, { error }).max(maxDollars, { error });
  const asText = z
    .string({ error })
    .max(20, { error, abort: true })
    .regex(DECIMAL_AMOUNT, { error });
  return (text ? z.union([asNumber, asText], { error }) : asNumber).transform((value, ctx) => {
    const cents = dollarsToCents(value);
    if (cents !== null && cents <= MAX_MONEY_CENTS) return cents;
    ctx.addIssue({ code: 'custom', message: cents === null ? format : tooLarge });
    return z.NEVER;
  });
}

/** Whether text starting YYYY-MM-DD names a day on the calendar (Date.parse rolls 02-30 over). */
const isCalendarDay = (value: string) => {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/** An ISO date (YYYY-MM-DD) or date-time; a date alone is the start of that day in UTC. */
export const dateText = (message: string) =>
  z
    .string({ error: message })
    .max(40, { error: `${message.replace(' is required', '')} must be a date`, abort: true })
    .trim()
    .min(1, message)
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
        !Number.isNaN(Date.parse(value)) &&
        isCalendarDay(value),
      { message: `${message.replace(' is required', '')} must be a date` },
    )
    .transform((value) => new Date(value).toISOString());
