import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../contract/errors';
import { AppError } from '../errors';
import { isDatabaseUnavailable } from '../db/unavailable';

/** How long a client is told to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

type Issue = { path: string; message: string };

function issuesFromValidation(error: FastifyError): Issue[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).flatMap((entry) => {
    const pointer = (entry.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const params = entry.params as { missingProperty?: string; keys?: unknown } | undefined;
    const pathOf = (...parts: (string | undefined)[]) =>
      [context, ...parts].filter(Boolean).join('.');
    // a field the operation does not take is named on its own, one issue each
    if (entry.keyword === 'unrecognized_keys' && Array.isArray(params?.keys))
      return params.keys.map((key) => ({
        path: pathOf(pointer, String(key)),
        message: `Unknown field "${String(key)}"`,
      }));
    return [
      { path: pathOf(pointer, params?.missingProperty), message: entry.message ?? 'Invalid value' },
    ];
  });
}

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
};

/** One error shape for every failure: `{ code, message, issues? }` (style guide: one error type). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.details?.headers ?? {}))
        reply.header(name, value);
      const body: ApiError = { code: error.code, message: error.message };
      if (error.details?.issues) body.issues = error.details.issues;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = issuesFromValidation(error);
      const first = issues[0];
      const message = first ? first.message : 'The request is not valid';
      return reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', message, issues } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      });
    }
    if (status >= 400 && status < 500) {
      const code = fastifyCodes[error.code] ?? (status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
      const message =
        code === 'PAYLOAD_TOO_LARGE'
          ? 'The request is too large'
          : code === 'UNSUPPORTED_MEDIA_TYPE'
            ? 'Send the request body as JSON (Content-Type: application/json)'
            : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'The request body is not valid JSON'
              : error.message;
      return reply.status(status).send({ code, message } satisfies ApiError);
    }
    // The database is unreachable (refused, timed out, dropped): retry later, not a bug
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    } satisfies ApiError);
  });
}
