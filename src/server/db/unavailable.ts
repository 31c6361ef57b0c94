/** Socket errors that mean the database cannot be reached, not that the request was wrong. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of an unreachable or overloaded server: class 08 (connection exception), 57P01-57P03
 * (shut down, crashed, not yet accepting connections), 53300 (too many connections) and 57014
 * (cancelled, which is how statement_timeout ends a query).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|57014)$/;

/** What node-postgres and pg-pool say when a connection times out, drops or is gone. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function isUnavailableCause(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
    return true;
  if (UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message))) return true;
  // a host name with several addresses fails with one refusal per address
  return error instanceof AggregateError && error.errors.some(isUnavailableCause);
}

/**
 * Whether a failed request failed because the database is unreachable (a 503 the
 * client may retry) rather than a bug (a 500). Follows `cause`, since drizzle wraps the driver's
 * error in its own.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isUnavailableCause(current)) return true;
    current = current.cause;
  }
  return false;
}
