import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { documentedOperations, type OpenApiSchema } from './openapi-operations';
import { sampleValue, seededRandom } from './fuzz-cases';

// Every numeric input (id, amount, quantity, minutes, limit) is bounded by its schema before it
// reaches SQL: each documented path, query and body field that takes a number answers these
// values with a 400 naming that field, for a caller its guard lets through, and never a 5xx.

/** Raw JSON numbers (or text) past every range the database or JavaScript keeps exactly. */
const BAD_NUMBERS = ['2147483648', '9007199254740992', '1e21', '-0', '"NaN"'];
const BAD_TEXT = ['2147483648', '9007199254740992', '1e21', '-0', 'NaN'];
const MARK = '"__bad_value__"';

let harness: TestApp;
let cookies: string[];
beforeAll(async () => {
  harness = await createTestApp();
  cookies = await Promise.all(
    ['customer', 'vendor', 'admin'].map((role) => login(harness.app, `${role}@curtaincall.test`)),
  );
});
afterAll(() => harness.close());

const isNumeric = (schema: OpenApiSchema | undefined): boolean =>
  schema?.type === 'number' ||
  schema?.type === 'integer' ||
  ((schema?.anyOf ?? schema?.oneOf) as OpenApiSchema[] | undefined)?.some(isNumeric) === true;

/** A body's alternatives (both order payloads), each probed on its own. */
const choicesOf = (schema: OpenApiSchema | undefined): OpenApiSchema[] =>
  schema ? ((schema.anyOf ?? schema.oneOf ?? [schema]) as OpenApiSchema[]) : [];

/** The numeric leaves of a body schema as paths ('items.0.menuItemId'). */
function numericPaths(schema: OpenApiSchema | undefined, at: string[] = []): string[][] {
  if (!schema) return [];
  if (isNumeric(schema)) return [at];
  const nested = [
    ...Object.entries((schema.properties ?? {}) as Record<string, OpenApiSchema>).flatMap(
      ([name, property]) => numericPaths(property, [...at, name]),
    ),
    ...(schema.items ? numericPaths(schema.items as OpenApiSchema, [...at, '0']) : []),
    ...((schema.anyOf ?? schema.oneOf ?? []) as OpenApiSchema[]).flatMap((choice) =>
      numericPaths(choice, at),
    ),
  ];
  return [...new Set(nested.map((path) => path.join('.')))].map((path) => path.split('.'));
}

/** A sample of `schema` with the raw value at `path` (['items', '0', 'id']). */
function bodyWith(schema: OpenApiSchema, path: string[], raw: string): string {
  const sample = sampleValue(schema, seededRandom(1));
  const root: unknown = sample && typeof sample === 'object' ? sample : {};
  let at = root as Record<string, unknown>;
  path.forEach((key, index) => {
    if (index === path.length - 1) return void (at[key] = JSON.parse(MARK));
    const next = at[key];
    const fresh = path[index + 1] === '0' ? [{}] : {};
    if (!next || typeof next !== 'object') at[key] = fresh;
    if (Array.isArray(at[key]) && (at[key] as unknown[]).length === 0) at[key] = fresh;
    at = at[key] as Record<string, unknown>;
  });
  return JSON.stringify(root).replace(MARK, raw);
}

type Probe = { method: string; url: string; payload?: string; field: string };

async function answers(probe: Probe): Promise<{ status: number; named: boolean }[]> {
  const results = [];
  for (const cookie of cookies) {
    const response = await harness.app.inject({
      method: probe.method as 'GET',
      url: probe.url,
      headers: {
        cookie,
        origin: TEST_ORIGIN,
        ...(probe.payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
    const issues = response.statusCode === 400 ? response.json().issues : [];
    const named = (issues ?? []).some((issue: { path: string }) => issue.path === probe.field);
    results.push({ status: response.statusCode, named });
    if (named) break;
  }
  return results;
}

describe('numeric inputs past their bounds', () => {
  it('are a 400 naming the field on every operation, never a 5xx', async () => {
    const probes: Probe[] = [];
    for (const { method, path, operation } of await documentedOperations(harness.app)) {
      const parameters = operation.parameters ?? [];
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const parameter of parameters.filter((entry) => isNumeric(entry.schema))) {
        for (const value of BAD_TEXT) {
          const place = parameter.in === 'path' ? 'params' : 'querystring';
          probes.push({
            method,
            url:
              parameter.in === 'path'
                ? path
                    .replace(`{${parameter.name}}`, encodeURIComponent(value))
                    .replace(/\{[^}]+\}/g, '1')
                : `${url}?${parameter.name}=${encodeURIComponent(value)}`,
            field: `${place}.${parameter.name}`,
          });
        }
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const choice of choicesOf(body))
        for (const field of numericPaths(choice))
          for (const value of BAD_NUMBERS)
            probes.push({
              method,
              url,
              payload: bodyWith(choice, field, value),
              field: `body.${field.join('.')}`,
            });
    }
    const refused: string[] = [];
    for (const probe of probes) {
      const results = await answers(probe);
      const label = `${probe.method} ${probe.url} ${probe.payload ?? ''} -> ${results.map((result) => result.status).join(',')}`;
      if (results.some((result) => result.status >= 500) || !results.some((result) => result.named))
        refused.push(label);
    }
    expect(probes.length).toBeGreaterThan(100);
    expect(refused).toEqual([]);
  }, 600_000);
});
