import { z } from 'zod';
import { idParam } from './ids';

// Form fields the back-office and vendor forms share: ids, required and optional text, dollar
// amounts (sent as dollars, kept as integer cents) and dates. Each takes the message its form
// shows, so the rule is written once and the words stay the spec's.

const MAX_MONEY_DOLLARS = 1_000_000;

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

/** A dollar amount of at least 0 (number or numeric string) -> integer cents. */
export const dollarsAtLeastZero = (message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).trim().min(1, message)], {
      error: message,
    })
    .transform((value, ctx) => {
      const amount = typeof value === 'string' ? Number(value) : value;
      if (!Number.isFinite(amount) || amount < 0 || amount > MAX_MONEY_DOLLARS) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.round(amount * 100);
    });

/** An ISO date (YYYY-MM-DD) or date-time; a date alone is the start of that day in UTC. */
export const dateText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
      { message: `${message.replace(' is required', '')} must be a date` },
    )
    .transform((value) => new Date(value).toISOString());
