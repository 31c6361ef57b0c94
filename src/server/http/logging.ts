import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

// What the logs may hold (docs/security.md, logs): never a request body, a query value, a cookie
// or a database parameter. A failed query carries its parameters (drizzle's `params`, repeated in
// its message and stack) and PostgreSQL's `detail` repeats the row ("Key (email)=(...)", "Failing
// row contains (...)"): a failing sign-up would otherwise write the password hash, e-mail and
// phone to the log. The SQL text stays: drizzle sends values as parameters, never inline.

export const REDACTED = '[redacted]';

/** Error fields that carry values from the request or the database. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'body', 'values']);
const MAX_CAUSE_DEPTH = 5;

/** Drops drizzle's "params: ..." line (up to the first stack frame) from a message or stack. */
export function redactQueryParams(text: string): string {
  return text.replace(/(\nparams: )[\s\S]*?(?=\n\s+at |$)/, `$1${REDACTED}`);
}

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** The stack's frames only: its first lines repeat the message, which is logged beside it. */
function stackFrames(stack: string): string {
  const firstFrame = stack.search(/\n\s+at /);
  return firstFrame === -1 ? '' : stack.slice(firstFrame + 1);
}

/**
 * An error as a log object: type, message, stack frames, own fields and causes, values left out.
 * A failed query's SQL is written once, in `query` (it can run to kilobytes), not in the message.
 */
export function serializeError(error: unknown, depth = 0, queryAbove?: string): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const query: unknown = (error as { query?: unknown }).query;
  const message =
    typeof query === 'string' && query.length > 0
      ? error.message.replace(query, '(see query)')
      : error.message;
  const out: SerializedError = {
    type: error.constructor.name,
    message: redactQueryParams(message),
    stack: stackFrames(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in out || (key === 'query' && value === queryAbove)) continue;
    out[key] = VALUE_FIELDS.has(key) ? REDACTED : value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    out.cause = serializeError(
      error.cause,
      depth + 1,
      typeof query === 'string' ? query : queryAbove,
    );
  return out;
}

/** The request line with each query value replaced: `/api/vendors?search=[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Whatever else reaches a log line by mistake: credentials and request bodies. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'password',
  'passwordHash',
  '*.password',
  '*.passwordHash',
];

/** The app's pino options; `stream` replaces the output (tests read the log lines). */
export function loggerOptions(config: AppConfig, stream?: { write(line: string): void }) {
  return {
    level: config.logLevel,
    redact: REDACT_PATHS,
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream
      ? { stream }
      : config.isProduction
        ? {}
        : { transport: { target: 'pino-pretty', options: { singleLine: true } } }),
  };
}

/**
 * One line per request, written when it is answered: the request (as `serializeRequest`
 * shows it), the status and the time taken. Fastify's own writes two (one on arrival); its other
 * lines (errors, a route not found) are its own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
