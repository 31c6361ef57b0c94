// Zod-free, so the web app's first screen can use it without the schema library (issue 14);
// errors.ts re-exports it beside the error schema.

/** Named error codes: tests assert these, not message text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'RATE_LIMITED',
  'CROSS_ORIGIN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'MAINTENANCE',
  'PRICE_CHANGED',
  'VENDOR_CLOSED',
  'ITEM_UNAVAILABLE',
  'INVALID_PICKUP_TIME',
  'IDEMPOTENCY_MISMATCH',
  'PAYMENT_DECLINED',
  'INVALID_CARD',
  'ALREADY_PAID',
  'INVALID_TRANSITION',
  'WRONG_PICKUP_CODE',
  'MEAL_TICKET_REDEEMED',
  'MEAL_TICKET_INVALID',
  'MEAL_TICKET_LIMIT',
  'PICKUP_SLOT_FULL',
  'NO_SHOW_IN_PROGRESS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
