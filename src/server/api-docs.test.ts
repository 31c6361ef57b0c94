import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { accessMatrix } from './security/access-matrix';

// Every route's success response is a contract schema set as schema.response, so
// /api/docs documents it and the compiled serializer sends nothing outside it. The document also
// says which operations need the session cookie, what each answers on failure (the one error
// shape) and how long each request-body string may be, so a generated client sees the contract.

type JsonSchema = Record<string, unknown>;
type Response = { content?: Record<string, { schema?: JsonSchema }> };
type Operation = {
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
};

let harness: TestApp;
let document: OpenApi;
let operations: { name: string; operation: Operation }[];

beforeAll(async () => {
  harness = await createTestApp({ seed: false });
  document = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});
afterAll(() => harness.close());

/** A documented 2xx answer: a JSON body schema, or 204 No Content. */
function hasSuccessSchema(operation: Operation): boolean {
  return Object.entries(operation.responses ?? {}).some(
    ([status, response]) =>
      /^2\d\d$/.test(status) &&
      (status === '204' || response.content?.['application/json']?.schema !== undefined),
  );
}

/**
 * The `{ code, message, issues? }` shape every failure is sent in; a route's own 409 may add
 * fields (PRICE_CHANGED's quote), one shape per kind of conflict.
 */
function isErrorShape(response: Response | undefined): boolean {
  const schema = response?.content?.['application/json']?.schema;
  const choices = schema?.anyOf as JsonSchema[] | undefined;
  if (choices)
    return choices.every((choice) =>
      isErrorShape({ content: { 'application/json': { schema: choice } } }),
    );
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema?.required ?? []) as string[];
  return (
    properties.message?.type === 'string' &&
    required.includes('message') &&
    (properties.issues === undefined || properties.issues.type === 'array') &&
    !required.includes('issues')
  );
}

/** Every string in a request body schema, with its place ('items[].notes'). */
function bodyStrings(schema: JsonSchema | undefined, at: string): [string, JsonSchema][] {
  if (!schema) return [];
  const found: [string, JsonSchema][] = [];
  if (schema.type === 'string' && schema.enum === undefined && schema.const === undefined)
    found.push([at, schema]);
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...bodyStrings(property as JsonSchema, at ? `${at}.${name}` : name));
  if (schema.items) found.push(...bodyStrings(schema.items as JsonSchema, `${at}[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const choice of (schema[key] ?? []) as JsonSchema[])
      found.push(...bodyStrings(choice, at));
  return found;
}

describe('/api/docs', () => {
  it('documents a success response schema for every operation', () => {
    const undocumented = operations
      .filter(({ operation }) => !hasSuccessSchema(operation))
      .map(({ name }) => name);
    expect(operations.length).toBeGreaterThan(0);
    expect(undocumented).toEqual([]);
  });

  it('declares the session cookie and lists it on exactly the operations that need sign-in', () => {
    expect(document.components?.securitySchemes?.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'cc_session',
    });
    const byName = new Map(operations.map(({ name, operation }) => [name, operation]));
    const wrong = accessMatrix
      .filter((entry) => {
        const security = byName.get(entry.operation)?.security ?? [];
        const isListed = security.some((requirement) => 'sessionCookie' in requirement);
        return isListed !== (entry.expected.anonymous === 401);
      })
      .map((entry) => entry.operation);
    expect(accessMatrix.length).toBeGreaterThan(60);
    expect(wrong).toEqual([]);
  });

  it('documents each operation’s error answers in the { code, message, issues? } shape', () => {
    const missing = operations.flatMap(({ name, operation }) => {
      // /health answers its own status body when the database is down
      const expected = name === 'GET /health' ? ['400'] : ['400', '503'];
      if (operation.security) expected.push('401', '403');
      if (operation.parameters?.some((parameter) => parameter.in === 'path')) expected.push('404');
      if (!name.startsWith('GET ')) expected.push('403', '409');
      return expected
        .filter((status) => !isErrorShape(operation.responses?.[status]))
        .map((status) => `${name} ${status}`);
    });
    expect(missing).toEqual([]);
    expect(document.paths['/api/auth/login']?.post?.responses?.['429']).toBeDefined();
  });

  it('gives every request-body string a maximum length', () => {
    const unbounded = operations.flatMap(({ name, operation }) =>
      bodyStrings(operation.requestBody?.content?.['application/json']?.schema, '')
        .filter(([, schema]) => typeof schema.maxLength !== 'number')
        .map(([at]) => `${name} ${at}`),
    );
    expect(unbounded).toEqual([]);
  });
});
