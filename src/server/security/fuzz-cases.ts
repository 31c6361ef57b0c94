import type { DocumentedOperation, OpenApiSchema } from './openapi-operations';

// A standing attack suite: requests generated from each operation's documented schemas
// (body, path, query), then spoiled with one hand-made nasty each. Deterministic for a seed.

export type Random = {
  next: () => number;
  pick: <T>(items: readonly T[]) => T;
  int: (max: number) => number;
};

/** mulberry32: small, fast and the same on every machine for a given seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: (items) => items[int(items.length)] as (typeof items)[number] };
}

export const NASTIES = [
  'none',
  'nul-byte',
  'id-2^31',
  'id-2^53',
  'negative-id',
  'negative-zero',
  'overflow-1e21',
  'overflow-1e309',
  'nan-string',
  'numeric-string',
  'huge-string',
  'prototype-keys',
  'array-for-object',
  'deep-json',
  'bad-utf8',
  'text-plain',
  'form-urlencoded',
  'multipart',
  'empty-body',
] as const;
export type Nasty = (typeof NASTIES)[number];

export type FuzzCase = {
  operation: string;
  nasty: Nasty;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const MEGABYTE = 'x'.repeat(1024 * 1024);
const DEEP_JSON = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
/** Stand in a JSON text for numbers JSON.stringify cannot write (1e309, and -0 it writes 0). */
const RAW_OVERFLOW = '\u0001raw-1e309\u0001';
const RAW_NEGATIVE_ZERO = '\u0001raw-negative-zero\u0001';

const FIXED_STRINGS: [RegExp, string][] = [
  [/\^pi_/, 'pi_fuzz1'],
  [/\\d\{3,4\}/, '123'],
  [/0-9\+\(\)/, '4155550100'],
  [/A-Za-z0-9_\.-/, 'fuzzuser'],
  [/\\d\+/, '12.50'],
];

function sampleString(schema: OpenApiSchema, random: Random): string {
  if (schema.format === 'date-time') return new Date(Date.now() + 3_600_000).toISOString();
  if (schema.format === 'email' || schema.maxLength === 254)
    return `fuzz${random.int(1e6)}@example.test`;
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  const fixed = FIXED_STRINGS.find(([shape]) => shape.test(pattern));
  if (fixed) return fixed[1];
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return 'fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, Math.max(min, 4));
}

/** A value shaped like `schema` (valid where easy; rejected values are fine too). */
export function sampleValue(schema: OpenApiSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const choices = (schema.anyOf ?? schema.oneOf) as OpenApiSchema[] | undefined;
  if (choices) return sampleValue(random.pick(choices), random, depth + 1);
  if (Array.isArray(schema.enum)) return random.pick(schema.enum as unknown[]);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, OpenApiSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      const entries = Object.entries(properties)
        .filter(([name]) => required.has(name) || random.next() < 0.5)
        .map(([name, property]) => [name, sampleValue(property, random, depth + 1)]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return [sampleValue(schema.items as OpenApiSchema, random, depth + 1)];
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? Math.max(schema.minimum, 0) : 0;
      return min + 1 + random.int(20);
    }
    case 'boolean':
      return random.next() < 0.5;
    case 'string':
      return sampleString(schema, random);
    default:
      return 'fuzz';
  }
}

/** Replaces one leaf (or the root) of a JSON value, picked at random. */
function spoilLeaf(value: unknown, replacement: unknown, random: Random): unknown {
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return replacement;
    const key = random.pick(keys);
    const copy: Record<string, unknown> = Array.isArray(value)
      ? ([...(value as unknown[])] as unknown as Record<string, unknown>)
      : { ...value };
    copy[key] = spoilLeaf((value as Record<string, unknown>)[key], replacement, random);
    return copy;
  }
  return replacement;
}

const LEAF_VALUES: Partial<Record<Nasty, unknown>> = {
  'nul-byte': 'fuzz\u0000value',
  'id-2^31': 2_147_483_648,
  'id-2^53': 2 ** 53,
  'negative-id': -1,
  'negative-zero': RAW_NEGATIVE_ZERO,
  'overflow-1e21': 1e21,
  'overflow-1e309': RAW_OVERFLOW,
  'nan-string': 'NaN',
  'numeric-string': '1e3',
  'huge-string': MEGABYTE,
};

const PATH_VALUES: Partial<Record<Nasty, string>> = {
  'nul-byte': 'fuzz%00value',
  'id-2^31': '2147483648',
  'id-2^53': '9007199254740992',
  'negative-id': '-1',
  'negative-zero': '-0',
  'overflow-1e21': '1e21',
  'overflow-1e309': '1e309',
  'nan-string': 'NaN',
  'numeric-string': '1e3',
  'huge-string': 'x'.repeat(10_000),
  'bad-utf8': '%C3%28%FF',
};

const toJson = (value: unknown) =>
  JSON.stringify(value)
    .split(JSON.stringify(RAW_OVERFLOW))
    .join('1e309')
    .split(JSON.stringify(RAW_NEGATIVE_ZERO))
    .join('-0');

function bodyFor(
  nasty: Nasty,
  body: unknown,
  random: Random,
): { payload?: string | Buffer; contentType?: string } {
  const json = 'application/json';
  switch (nasty) {
    case 'prototype-keys': {
      const text = toJson(body && typeof body === 'object' ? body : {});
      const polluted =
        '"__proto__":{"role":"admin","polluted":true},"constructor":{"prototype":{"polluted":true}}';
      return {
        payload: text.replace(/^\{/, `{${polluted}${text === '{}' ? '' : ','}`),
        contentType: json,
      };
    }
    case 'array-for-object':
      return { payload: toJson([body, body]), contentType: json };
    case 'deep-json':
      return { payload: DEEP_JSON, contentType: json };
    case 'bad-utf8':
      return {
        payload: Buffer.concat([
          Buffer.from('{"name":"'),
          Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
          Buffer.from('"}'),
        ]),
        contentType: json,
      };
    case 'text-plain':
      return { payload: toJson(body), contentType: 'text/plain' };
    case 'form-urlencoded':
      return {
        payload: 'name=fuzz&price=1&__proto__[polluted]=true',
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart':
      return {
        payload:
          '--fuzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nfuzz\r\n--fuzz--\r\n',
        contentType: 'multipart/form-data; boundary=fuzz',
      };
    case 'empty-body':
      return { payload: '', contentType: json };
    default: {
      const value = LEAF_VALUES[nasty];
      const spoiled = value === undefined ? body : spoilLeaf(body, value, random);
      return { payload: toJson(spoiled), contentType: json };
    }
  }
}

/** A sampled path or query value, URL-encoded. */
function sampleText(schema: OpenApiSchema | undefined, random: Random): string {
  const value = sampleValue(schema, random);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '1';
  return encodeURIComponent(text);
}

/** One request for `operation`, spoiled by `nasty`. */
export function buildCase(operation: DocumentedOperation, nasty: Nasty, random: Random): FuzzCase {
  const parameters = operation.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const spoiledPath = random.int(Math.max(pathParameters.length, 1));
  let url = operation.path;
  pathParameters.forEach((parameter, index) => {
    const nastyValue = index === spoiledPath ? PATH_VALUES[nasty] : undefined;
    url = url.replace(`{${parameter.name}}`, nastyValue ?? sampleText(parameter.schema, random));
  });
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && random.next() < 0.7)
    .map((parameter) => {
      const nastyValue = pathParameters.length === 0 ? PATH_VALUES[nasty] : undefined;
      return `${parameter.name}=${nastyValue ?? sampleText(parameter.schema, random)}`;
    });
  if (query.length > 0) url += `?${query.join('&')}`;

  const headers: Record<string, string> = {};
  if (parameters.some((parameter) => parameter.name === 'idempotency-key'))
    headers['idempotency-key'] = `fuzz-key-${random.int(1e9)}`;
  const bodySchema = operation.operation.requestBody?.content?.['application/json']?.schema;
  const hasBody = bodySchema !== undefined || operation.method !== 'GET';
  if (!hasBody || operation.method === 'DELETE')
    return { operation: operation.name, nasty, method: operation.method, url, headers };
  const { payload, contentType } = bodyFor(nasty, sampleValue(bodySchema, random), random);
  if (contentType) headers['content-type'] = contentType;
  return { operation: operation.name, nasty, method: operation.method, url, headers, payload };
}
