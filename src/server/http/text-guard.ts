import type { FastifyInstance } from 'fastify';
import { invalidField } from '../errors';

// A NUL character cannot be stored in a PostgreSQL text column: any text field holding one would
// fail in the database with a 500. Every request's body, query and path are checked once, here,
// before validation, so each route answers 400 naming the field instead.

export const NUL_TEXT_MESSAGE = 'Text must not contain a NUL character';
const MAX_DEPTH = 32;

/** The path ('body.items.0.notes') of the first string holding a NUL character, if any. */
export function findNulText(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNulText(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Runs after who may call is checked (`signedIn`, on request), so a caller who may not learns
 * nothing from a 400; the parts are named as validation names them. An unknown path is left to
 * the not-found answer.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // a callback hook: most requests (every public read) hold no text to check and pass at once
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.routeOptions.url) return done();
    const path =
      findNulText(request.params, 'params') ??
      findNulText(request.query, 'querystring') ??
      findNulText(request.body, 'body');
    if (!path) return done();
    done(invalidField(path, NUL_TEXT_MESSAGE));
  });
}
