import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin-guard';

const PUBLIC = 'https://eat.example.com';

describe('isAllowedOrigin', () => {
  it('allows the public origin and the origin of the host the request reached', () => {
    expect(isAllowedOrigin({ origin: PUBLIC, host: 'internal:3000' }, PUBLIC)).toBe(true);
    expect(
      isAllowedOrigin({ origin: 'http://localhost:5173', host: 'localhost:5173' }, PUBLIC),
    ).toBe(true);
  });
  it('allows clients that send no Origin unless fetch metadata says cross-site', () => {
    expect(isAllowedOrigin({ host: 'x' }, PUBLIC)).toBe(true);
    expect(isAllowedOrigin({ host: 'x', 'sec-fetch-site': 'same-origin' }, PUBLIC)).toBe(true);
    expect(isAllowedOrigin({ host: 'x', 'sec-fetch-site': 'cross-site' }, PUBLIC)).toBe(false);
  });
  it('rejects other sites, opaque origins and garbage', () => {
    expect(
      isAllowedOrigin({ origin: 'https://evil.example', host: 'eat.example.com' }, PUBLIC),
    ).toBe(false);
    expect(isAllowedOrigin({ origin: 'null', host: 'eat.example.com' }, PUBLIC)).toBe(false);
    expect(isAllowedOrigin({ origin: 'not a url', host: 'eat.example.com' }, PUBLIC)).toBe(false);
  });
});
