import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isAllowedOrigin } from './origin-guard';

const PUBLIC = 'https://eat.example.com';
const ALLOWED = [PUBLIC, 'https://partner.example.org'];
const allowed = (headers: { origin?: string; host?: string; 'sec-fetch-site'?: string }) =>
  isAllowedOrigin(headers, ALLOWED);

describe('isAllowedOrigin', () => {
  it('allows the public origin and the configured others, whatever the Host', () => {
    expect(allowed({ origin: PUBLIC, host: 'internal:3000' })).toBe(true);
    expect(allowed({ origin: 'https://partner.example.org', host: 'eat.example.com' })).toBe(true);
    // the default port written out is the same origin
    expect(allowed({ origin: 'https://eat.example.com:443' })).toBe(true);
  });

  it('compares scheme, host and port: an origin differing in any one is refused', () => {
    expect(allowed({ origin: 'http://eat.example.com' })).toBe(false);
    expect(allowed({ origin: 'https://eat.example.com:8443' })).toBe(false);
    expect(allowed({ origin: 'https://shop.eat.example.com' })).toBe(false);
    expect(allowed({ origin: 'https://eat.example.com.evil.test' })).toBe(false);
  });

  it('does not take an Origin equal to the Host header as proof (DNS rebinding, a proxy)', () => {
    expect(allowed({ origin: 'http://localhost:5173', host: 'localhost:5173' })).toBe(false);
    expect(allowed({ origin: 'http://rebound.test', host: 'rebound.test' })).toBe(false);
  });

  it('allows clients that send no Origin unless fetch metadata says cross-site', () => {
    expect(allowed({ host: 'x' })).toBe(true);
    expect(allowed({ host: 'x', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(allowed({ host: 'x', 'sec-fetch-site': 'cross-site' })).toBe(false);
  });

  it('rejects other sites, opaque origins, other schemes and garbage', () => {
    expect(allowed({ origin: 'https://evil.example', host: 'eat.example.com' })).toBe(false);
    expect(allowed({ origin: 'null', host: 'eat.example.com' })).toBe(false);
    expect(allowed({ origin: 'not a url', host: 'eat.example.com' })).toBe(false);
    expect(allowed({ origin: 'file:///eat.example.com' })).toBe(false);
  });
});

describe('the allowed origins from the configuration', () => {
  it('are PUBLIC_ORIGIN and ALLOWED_ORIGINS, reduced to origins', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://eat.example.com/app',
      ALLOWED_ORIGINS: 'https://partner.example.org/, http://kiosk.local:8080',
    });
    expect(config.allowedOrigins).toEqual([
      'https://eat.example.com',
      'https://partner.example.org',
      'http://kiosk.local:8080',
    ]);
  });

  it('include the loopback names of a local server only when no PUBLIC_ORIGIN is set', () => {
    expect(loadConfig({ PORT: '3000' }).allowedOrigins).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://[::1]:3000',
    ]);
    expect(
      loadConfig({ PORT: '3000', PUBLIC_ORIGIN: 'http://127.0.0.1:3000' }).allowedOrigins,
    ).toEqual(['http://127.0.0.1:3000']);
  });

  it('refuses an ALLOWED_ORIGINS entry that is not an http(s) origin', () => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://ok.test,ftp://files.test' })).toThrow(
      /ALLOWED_ORIGINS: ftp:\/\/files.test is not an http/,
    );
  });
});
