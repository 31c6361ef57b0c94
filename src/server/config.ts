import { createECDH, createHash, createPrivateKey, type KeyObject } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The PEM's key, if it is an EC P-256 private key (checked at start-up, used by the pickup pass). */
export function parsePassPrivateKey(pem: string): KeyObject | null {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      ? key
      : null;
  } catch {
    return null;
  }
}

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => (value === '' ? undefined : ['true', '1', 'yes', 'on'].includes(value)));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const TRUST_PROXY_MESSAGE =
  'must be true, false or the addresses of the proxies in front (e.g. loopback or 10.0.0.0/8)';

/** proxy-addr's names for address ranges, beside single addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddressSchemas = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];
const isProxyAddress = (entry: string) =>
  PROXY_RANGE_NAMES.includes(entry) ||
  proxyAddressSchemas.some((schema) => schema.safeParse(entry).success);

/**
 * Whose X-Forwarded-For to believe for the client address (per-address sign-in limits, logs).
 * Off by default: a server reached directly would otherwise take a forged header as the address.
 * A comma-separated list of proxy addresses or ranges believes the header only from them; 'true'
 * believes it from anyone (only when nothing can reach the app but a proxy that overwrites it).
 * No hop count: Fastify treats a number as "trust nobody", since it cannot tell a proxy from a
 * direct client.
 */
const trustProxySchema = z.string().transform((value, context): boolean | string => {
  const normalized = value.trim().toLowerCase();
  if (normalized === '' || normalized === 'false') return false;
  if (normalized === 'true') return true;
  const entries = normalized.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries.join(',');
  context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});

const milliseconds = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

export const REDIS_PREFIX_MESSAGE =
  'must be 1-64 letters, digits or the characters : _ . - (e.g. curtaincall:prod:)';

/**
 * Deployments sharing one Redis must not see each other's socket messages or rate-limit counters:
 * unless REDIS_PREFIX says otherwise, the prefix is derived from the database the deployment uses
 * (host, port and name of DATABASE_URL, or the embedded data folder), so two deployments differ
 * by default and every instance of one deployment agrees without configuration.
 */
export function defaultRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  let identity: string;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    identity = `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } else {
    identity = `pglite:${resolve(dataDir)}`;
  }
  return `cc:${createHash('sha256').update(identity).digest('hex').slice(0, 10)}:`;
}

/** Comma-separated http(s) origins, each reduced to its origin (scheme, host, port). */
const originListSchema = z.string().transform((value, context): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    const parsed = z.url({ protocol: /^https?$/ }).safeParse(entry);
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        message: `${entry} is not an http:// or https:// origin`,
      });
      return z.NEVER;
    }
    origins.push(new URL(parsed.data).origin);
  }
  return origins;
});

/** Whether `publicKey` (65-byte P-256 point) belongs to `privateKey` (32 bytes), both base64url. */
export function isVapidKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey.replace(/=+$/, '');
  } catch {
    return false;
  }
}

export const VAPID_KEYS_MESSAGE =
  'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set, to one P-256 key pair in base64url (npx web-push generate-vapid-keys), or both be unset';

/** The addresses a local server with no PUBLIC_ORIGIN is reached at from the same machine. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** PostgreSQL connections per instance unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

const environmentSchema = z
  .object({
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
    ),
    REDIS_PREFIX: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { error: REDIS_PREFIX_MESSAGE })
        .optional(),
    ),
    // A database or Redis that stops answering fails a request within these bounds
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(3000, 100, 60_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(5000, 100, 600_000),
    // Connections to PostgreSQL per instance (docs/performance.md, "Pool size")
    DATABASE_POOL_SIZE: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_SIZE),
    ),
    REDIS_TIMEOUT_MS: milliseconds(1000, 50, 60_000),
    SHUTDOWN_TIMEOUT_MS: milliseconds(8000, 100, 600_000),
    PUBLIC_ORIGIN: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin' }).optional(),
    ),
    // other origins whose pages may send state-changing requests (CSRF guard), e.g. a second domain
    ALLOWED_ORIGINS: originListSchema.optional(),
    // A request (headers and body) must arrive within this many ms, else 408
    REQUEST_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(100).max(600_000).default(30_000),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    SEED_DEMO: booleanish.optional(),
    TRUST_PROXY: trustProxySchema.optional(),
    // The pickup pass signing key (PEM, EC P-256); '\n' escapes stand for new lines
    PICKUP_PASS_PRIVATE_KEY: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\\n/g, '\n') : value),
      z.preprocess(
        emptyAsUndefined,
        z
          .string()
          .refine((pem) => parsePassPrivateKey(pem) !== null, {
            error: 'must be an EC P-256 private key in PEM form',
          })
          .optional(),
      ),
    ),
    // Web Push: the VAPID key pair (unset: one made once and kept in the database), and who the
    // push services may contact about this server (a mailto: or https: URL)
    VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^(mailto|https)$/, error: 'must be a mailto: or https:// URL' })
        .optional(),
    ),
    // Origins whose push endpoints are taken even on a loopback or private address (a push
    // service inside the network, the tests' own)
    PUSH_ENDPOINT_ORIGINS: originListSchema.optional(),
    // Receipt e-mails: the mail server (unset: none are sent) and the sender's address
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().trim().min(3).max(200).optional()),
    NODE_ENV: z.preprocess(emptyAsUndefined, z.string().default('production')),
  })
  .superRefine((env, context) => {
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
    if (publicKey === undefined && privateKey === undefined) return;
    if (!publicKey || !privateKey || !isVapidKeyPair(publicKey, privateKey))
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: VAPID_KEYS_MESSAGE,
      });
  })
  .transform((env) => {
    const publicOrigin = env.PUBLIC_ORIGIN
      ? new URL(env.PUBLIC_ORIGIN).origin
      : `http://${env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST}:${env.PORT}`;
    // with no PUBLIC_ORIGIN, the same server reached as localhost or 127.0.0.1 is the same site
    const loopbackAliases = env.PUBLIC_ORIGIN
      ? []
      : LOOPBACK_NAMES.map((name) => `http://${name}:${env.PORT}`);
    return {
      port: env.PORT,
      host: env.HOST,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      /** Namespaces this deployment's Redis channel and keys (see defaultRedisPrefix). */
      redisPrefix: env.REDIS_PREFIX ?? defaultRedisPrefix(env.DATABASE_URL, env.DATA_DIR),
      /** Bounds every Redis connect and command (rate limits, live events, /health). */
      redisTimeoutMs: env.REDIS_TIMEOUT_MS,
      databasePoolSize: env.DATABASE_POOL_SIZE,
      databaseTimeouts: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      },
      /** SIGTERM to exit, however stuck the database or Redis connections are. */
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      publicOrigin,
      /** Origins a state-changing request may come from: the public one first (CSRF guard). */
      allowedOrigins: [
        ...new Set([publicOrigin, ...loopbackAliases, ...(env.ALLOWED_ORIGINS ?? [])]),
      ],
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      logLevel: env.LOG_LEVEL,
      /** Fastify's trustProxy: false, true or comma-separated proxy addresses. */
      trustProxy: env.TRUST_PROXY ?? false,
      // accounts: demo data is on by default only for the embedded database
      seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
      /** Signs pickup passes; unset, a key stored in the database is used (made on first use). */
      pickupPassPrivateKey: env.PICKUP_PASS_PRIVATE_KEY,
      /** Unset: the pair kept in the database (features/push/vapid-keys.ts). */
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      // a push service may refuse a subject it cannot reach: set one in production
      vapidSubject:
        env.VAPID_SUBJECT ??
        (publicOrigin.startsWith('https:') ? publicOrigin : 'mailto:push@curtaincall.invalid'),
      /** Push endpoint origins allowed on non-public addresses (contract/push.ts). */
      pushEndpointOrigins: env.PUSH_ENDPOINT_ORIGINS ?? [],
      /** Receipt e-mails go out only when a mail server is set (features/receipts). */
      mail: env.SMTP_URL
        ? {
            smtpUrl: env.SMTP_URL,
            from: env.MAIL_FROM ?? `CurtainCall <receipts@${new URL(publicOrigin).hostname}>`,
          }
        : undefined,
      isProduction: env.NODE_ENV === 'production',
    };
  });

export type AppConfig = z.output<typeof environmentSchema>;

export class ConfigError extends Error {}

/** Parses the environment once at start-up and fails with a message naming each bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = environmentSchema.safeParse(environment);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new ConfigError(
    `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for the accepted values.`,
  );
}
