import { describe, expect, it } from 'vitest';
import { isNonPublicHost, pushEndpointSchema, PUSH_ENDPOINT_MAX_LENGTH } from './push';

const hostOf = (url: string) => new URL(url).hostname;

describe('isNonPublicHost', () => {
  it.each([
    'https://localhost/',
    'https://LOCALHOST./',
    'https://app.localhost/',
    'https://127.0.0.1/',
    'https://0x7f.1/',
    'https://2130706433/',
    'https://0.0.0.0/',
    'https://10.2.3.4/',
    'https://100.64.0.1/',
    'https://169.254.169.254/',
    'https://172.16.0.1/',
    'https://172.31.255.255/',
    'https://192.168.1.1/',
    'https://224.0.0.1/',
    'https://[::1]/',
    'https://[::]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[fc00::1]/',
    'https://[fd12:3456::1]/',
    'https://[fe80::1]/',
    'https://[ff02::1]/',
  ])('refuses %s', (url) => {
    expect(isNonPublicHost(hostOf(url))).toBe(true);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://8.8.8.8/',
    'https://172.32.0.1/',
    'https://100.128.0.1/',
    'https://[2001:4860::8888]/',
    'https://[::ffff:8.8.8.8]/',
  ])('accepts %s', (url) => {
    expect(isNonPublicHost(hostOf(url))).toBe(false);
  });
});

describe('pushEndpointSchema', () => {
  const message = (endpoint: string, trusted: string[] = []) =>
    pushEndpointSchema(trusted).safeParse(endpoint).error?.issues[0]?.message;

  it('takes an https push service', () => {
    expect(message('https://fcm.googleapis.com/fcm/send/abc')).toBeUndefined();
  });

  it('refuses http, credentials, private hosts and long endpoints', () => {
    expect(message('http://fcm.googleapis.com/x')).toMatch(/https/);
    expect(message('https://user:pw@fcm.googleapis.com/x')).toMatch(/https/);
    expect(message('https://192.168.0.2/x')).toMatch(/private/);
    expect(message('not a url')).toMatch(/URL/);
    const long = `https://fcm.googleapis.com/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH)}`;
    expect(message(long)).toMatch(/at most/);
  });

  it('takes a private host only when its origin is trusted', () => {
    expect(message('https://127.0.0.1:8443/push/1', ['https://127.0.0.1:8443'])).toBeUndefined();
    expect(message('https://127.0.0.1:9443/push/1', ['https://127.0.0.1:8443'])).toMatch(/private/);
  });
});
