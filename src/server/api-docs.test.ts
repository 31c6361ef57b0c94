import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// issue 9: every route's success response is a contract schema set as schema.response, so
// /api/docs documents it and the compiled serializer sends nothing outside it.

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let harness: TestApp;
let operations: { name: string; operation: Operation }[];

beforeAll(async () => {
  harness = await createTestApp({ seed: false });
  const document = (
    await harness.app.inject({ method: 'GET', url: '/api/docs/json' })
  ).json<OpenApi>();
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

describe('/api/docs', () => {
  it('documents a success response schema for every operation', () => {
    const undocumented = operations
      .filter(({ operation }) => !hasSuccessSchema(operation))
      .map(({ name }) => name);
    expect(operations.length).toBeGreaterThan(0);
    expect(undocumented).toEqual([]);
  });
});
