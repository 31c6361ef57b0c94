import { z } from 'zod';
import { ORDER_STATUSES } from './enums';

// Web Push: a browser's subscription (its push service's endpoint and the keys that encrypt for
// it), and what the server pushes to it.

/** The longest endpoint accepted; the push services' own are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

const ENDPOINT_HTTPS_MESSAGE = 'endpoint must be an https:// URL';
const ENDPOINT_PRIVATE_MESSAGE =
  'endpoint must be a public push service, not a loopback, private or link-local address';
const ENDPOINT_TOO_LONG_MESSAGE = `endpoint can be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`;

const ipv4Parts = (host: string): number[] | null => {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((part) => part <= 255) ? numbers : null;
};

/** 0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12, 192.168/16, 224/3 (multicast, reserved). */
function isNonPublicIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it, or null. */
function ipv6Groups(host: string): number[] | null {
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const parse = (text: string | undefined) =>
    text ? text.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

/** ::, ::1, IPv4-mapped non-public, fc00::/7 (unique local), fe80::/10 (link-local), ff00::/8. */
function isNonPublicIpv6(groups: number[]): boolean {
  const [first = 0] = groups;
  const upperZero = groups.slice(0, 5).every((group) => group === 0);
  if (upperZero && groups[5] === 0 && groups[6] === 0) return (groups[7] ?? 0) <= 1;
  if (upperZero && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return isNonPublicIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

/**
 * Whether a URL's hostname (as `new URL()` normalises it: IPv6 in brackets, IPv4 in dotted
 * decimal) names this machine or a private network: `localhost`, a loopback, private,
 * link-local, shared or multicast address. The server must never be made to send there.
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return groups === null || isNonPublicIpv6(groups);
  }
  const ipv4 = ipv4Parts(host);
  return ipv4 !== null && isNonPublicIpv4(ipv4);
}

/**
 * A push endpoint: https, no credentials, at most `PUSH_ENDPOINT_MAX_LENGTH` characters, on a
 * public host, unless its origin is one of `trustedOrigins` (the server's PUSH_ENDPOINT_ORIGINS).
 */
export function pushEndpointSchema(trustedOrigins: readonly string[] = []) {
  return z
    .string({ error: 'endpoint must be a URL' })
    .max(PUSH_ENDPOINT_MAX_LENGTH, ENDPOINT_TOO_LONG_MESSAGE)
    .superRefine((endpoint, context) => {
      let url: URL;
      try {
        url = new URL(endpoint);
      } catch {
        context.addIssue({ code: 'custom', message: 'endpoint must be a URL' });
        return;
      }
      if (url.protocol !== 'https:' || url.username !== '' || url.password !== '')
        context.addIssue({ code: 'custom', message: ENDPOINT_HTTPS_MESSAGE });
      else if (!trustedOrigins.includes(url.origin) && isNonPublicHost(url.hostname))
        context.addIssue({ code: 'custom', message: ENDPOINT_PRIVATE_MESSAGE });
    });
}

// The browser's keys, base64url: an uncompressed P-256 point (65 bytes, 0x04 first) and a
// 16-byte secret; some browsers pad them with '='.
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH_SECRET = /^[A-Za-z0-9_-]{22}(==)?$/;

// a subscription's end is a date of this century, in ms: anything else is not one a browser sent
const EXPIRATION_MIN_MS = Date.UTC(2020, 0, 1);
const EXPIRATION_MAX_MS = Date.UTC(2100, 0, 1);
const EXPIRATION_MESSAGE = 'expirationTime must be null or a time in milliseconds since 1970';

/** POST /api/push/subscriptions: `PushSubscription.toJSON()` as the browser gives it. */
export function pushSubscriptionSchema(trustedOrigins: readonly string[] = []) {
  return z.strictObject({
    endpoint: pushEndpointSchema(trustedOrigins),
    /** When the push service ends the subscription (ms since 1970), if it says. */
    expirationTime: z
      .number({ error: EXPIRATION_MESSAGE })
      .min(EXPIRATION_MIN_MS, EXPIRATION_MESSAGE)
      .max(EXPIRATION_MAX_MS, EXPIRATION_MESSAGE)
      .nullable()
      .optional(),
    keys: z.strictObject({
      p256dh: z.string().max(88).regex(P256DH, 'keys.p256dh must be a base64url P-256 public key'),
      auth: z.string().max(24).regex(AUTH_SECRET, 'keys.auth must be a base64url 16-byte secret'),
    }),
  });
}
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

/** DELETE /api/push/subscriptions: the endpoint this device subscribed with. */
export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z
    .string({ error: 'endpoint must be a URL' })
    .min(1, 'endpoint must be a URL')
    .max(PUSH_ENDPOINT_MAX_LENGTH, ENDPOINT_TOO_LONG_MESSAGE),
});

/** POST /api/push/subscriptions: the device is subscribed. */
export const pushSubscribedSchema = z.object({ endpoint: z.string() });

/** GET /api/push/public-key: the VAPID public key (applicationServerKey), base64url. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push carries: an order's new status, decrypted by the service worker. */
export const orderStatusPushSchema = z.object({
  type: z.literal('order_status'),
  orderId: z.number().int().positive(),
  status: z.enum(ORDER_STATUSES),
  title: z.string(),
  body: z.string(),
  pickupCode: z.string().optional(),
});
export type OrderStatusPush = z.infer<typeof orderStatusPushSchema>;
