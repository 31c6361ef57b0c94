import type { AppContext, RateLimitRule } from '../context';
import { AppError } from '../errors';

/** Counts one attempt under `key`; past the rule's limit, a 429 with Retry-After. */
export async function enforceRateLimit(
  context: Pick<AppContext, 'rateLimiter'>,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const result = await context.rateLimiter.hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
}

/** 429 RATE_LIMITED with Retry-After and the wait in minutes. */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'RATE_LIMITED',
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}
