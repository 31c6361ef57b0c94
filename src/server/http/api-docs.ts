import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contract/errors';
import { SESSION_COOKIE } from '../auth/sessions';

// /api/docs: the contract's schemas as OpenAPI, plus what every operation can answer besides
// success (the one error shape) and which ones need the session cookie, so a generated client
// and a scanner see the real contract. api-docs.test.ts checks this against the access matrix.

export const SESSION_SECURITY_SCHEME = 'sessionCookie';

/** Operations anyone may call signed out; every other one answers 401 without a session. */
const PUBLIC_OPERATIONS = new Set([
  'GET /health',
  'GET /api/app-status',
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/logout',
  'GET /api/vendors',
  'GET /api/vendors/:id',
  'GET /api/vendors/:id/menu',
  'GET /api/vendors/:id/pickup-slots',
  'GET /api/menu-items',
  'GET /api/events',
  'GET /api/events/current',
  'GET /api/artists',
  'GET /api/partnerships',
  'GET /api/special-offerings',
  'GET /api/pickup-pass/keys',
  'GET /api/push/public-key',
  'POST /api/orders/quote',
]);

/** The operations that count attempts (sign-in, sign-up, profile changes). */
const RATE_LIMITED_OPERATIONS = new Set([
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'PATCH /api/user/profile',
]);

const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid; `issues` names each field',
  401: 'Not signed in',
  403: 'Signed in with the wrong role, or a write from another origin',
  404: 'Not found, or not yours',
  409: 'In conflict with the current state',
  429: 'Too many attempts; see Retry-After',
  503: 'Paused for maintenance or the database is unreachable; retry later',
} as const;
type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

function errorStatuses(method: string, url: string): ErrorStatus[] {
  const operation = `${method} ${url}`;
  const isWrite = method !== 'GET' && method !== 'HEAD';
  const isSignedIn = !PUBLIC_OPERATIONS.has(operation);
  const statuses: ErrorStatus[] = [400];
  if (isSignedIn) statuses.push(401);
  if (isSignedIn || isWrite) statuses.push(403);
  if (url.includes(':')) statuses.push(404);
  if (isWrite) statuses.push(409);
  if (RATE_LIMITED_OPERATIONS.has(operation)) statuses.push(429);
  statuses.push(503);
  return statuses;
}

type Documented = Parameters<typeof jsonSchemaTransform>[0];

/** Adds the error answers a route does not document itself, and its session requirement. */
function withErrorsAndSecurity(document: Documented): Documented {
  const { schema, url, route } = document;
  if (!schema) return document;
  const method = ([] as string[]).concat(route.method)[0] ?? 'GET';
  const response: Record<string, unknown> = { ...(schema.response as object) };
  for (const status of errorStatuses(method, url)) {
    response[status] ??= {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: apiErrorSchema } },
    };
  }
  const security = PUBLIC_OPERATIONS.has(`${method} ${url}`)
    ? undefined
    : [{ [SESSION_SECURITY_SCHEME]: [] }];
  return { ...document, schema: { ...schema, response, ...(security ? { security } : {}) } };
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'CurtainCall API', version: '0.1.0' },
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: (document) => jsonSchemaTransform(withErrorsAndSecurity(document)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
