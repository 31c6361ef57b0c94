import type { ErrorCode } from '../contract/errors';

/** The one error type services throw; the error handler turns it into `{ code, message, issues? }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: {
      issues?: { path: string; message: string }[];
      headers?: Record<string, string>;
    },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what} not found`);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError('FORBIDDEN', 403, message);
export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 401, 'Please sign in to continue');
/** 400 naming the one field at fault (`path` as the client's form reads it, e.g. 'body.eventId'). */
export const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { issues: [{ path, message }] });

/** PostgreSQL error code of a driver error wrapped by Drizzle (same on PGlite and pg). */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function databaseConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
