import { createECDH, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REDIS_PREFIX_MESSAGE, TRUST_PROXY_MESSAGE } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on 127.0.0.1:3000 with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      publicOrigin: 'http://127.0.0.1:3000',
      logLevel: 'info',
      seedDemo: true,
      trustProxy: false,
    });
  });

  it('turns demo data off by default with PostgreSQL and honours SEED_DEMO', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
  });

  it('derives a Redis prefix from the database unless REDIS_PREFIX is set', () => {
    const prefixOf = (environment: NodeJS.ProcessEnv) => loadConfig(environment).redisPrefix;
    const app = prefixOf({ DATABASE_URL: 'postgres://u:secret@db:5432/app' });
    expect(app).toMatch(/^cc:[0-9a-f]{10}:$/);
    // every instance of a deployment agrees, whatever its credentials
    expect(prefixOf({ DATABASE_URL: 'postgres://other:pw@db/app' })).toBe(app);
    expect(prefixOf({ DATABASE_URL: 'postgres://u@db:5432/staging' })).not.toBe(app);
    expect(prefixOf({ DATABASE_URL: 'postgres://u@db2:5432/app' })).not.toBe(app);
    expect(prefixOf({ DATA_DIR: './a' })).not.toBe(prefixOf({ DATA_DIR: './b' }));
    expect(prefixOf({ DATABASE_URL: 'postgres://u@db/app', REDIS_PREFIX: 'eat:prod:' })).toBe(
      'eat:prod:',
    );
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(REDIS_PREFIX_MESSAGE);
  });

  it('has fail-fast time-outs for the database, Redis and shutdown', () => {
    expect(loadConfig({})).toMatchObject({
      databaseTimeouts: { connectMs: 3000, statementMs: 5000 },
      redisTimeoutMs: 1000,
      shutdownTimeoutMs: 8000,
    });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '500', REDIS_TIMEOUT_MS: '200' }),
    ).toMatchObject({ databaseTimeouts: { connectMs: 500 }, redisTimeoutMs: 200 });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });

  it('sizes the PostgreSQL pool at 10 unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reduces PUBLIC_ORIGIN to an origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://eat.example.com/some/path' }).publicOrigin).toBe(
      'https://eat.example.com',
    );
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    [' FALSE ', false],
    ['true', true],
    ['True', true],
    ['loopback', 'loopback'],
    ['10.0.0.7', '10.0.0.7'],
    ['LoopBack, 10.0.0.0/8, fd00::/8', 'loopback,10.0.0.0/8,fd00::/8'],
  ])(
    'reads TRUST_PROXY=%j as %j (off unless set: X-Forwarded-For is not believed)',
    (value, expected) => {
      const environment = value === undefined ? {} : { TRUST_PROXY: value };
      expect(loadConfig(environment).trustProxy).toBe(expected);
    },
  );

  // a hop count is refused: Fastify would take it as "trust nobody" without saying so
  it.each(['1', '0', 'yes', '10.0.0.300', '10.0.0.1,', 'loopback;x'])(
    'refuses TRUST_PROXY=%j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY: ${TRUST_PROXY_MESSAGE}`,
      );
    },
  );

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ PUBLIC_ORIGIN: 'ftp://x' }, 'PUBLIC_ORIGIN'],
    [{ TRUST_PROXY: 'always' }, 'TRUST_PROXY'],
    [{ PICKUP_PASS_PRIVATE_KEY: 'not a key' }, 'PICKUP_PASS_PRIVATE_KEY'],
    [{ VAPID_SUBJECT: 'http://example.com' }, 'VAPID_SUBJECT'],
    [{ PUSH_ENDPOINT_ORIGINS: 'ftp://push.local' }, 'PUSH_ENDPOINT_ORIGINS'],
  ])('fails with a message naming the variable for %j', (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(new RegExp(`${name}:`));
  });

  it('takes a P-256 pickup pass key with its new lines written as \\n, and refuses another curve', () => {
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const pem = p256.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(
      loadConfig({ PICKUP_PASS_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).pickupPassPrivateKey,
    ).toBe(pem);
    expect(loadConfig({}).pickupPassPrivateKey).toBeUndefined();
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey;
    const other = p384.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => loadConfig({ PICKUP_PASS_PRIVATE_KEY: other })).toThrow(
      /PICKUP_PASS_PRIVATE_KEY:/,
    );
  });

  it('takes a VAPID key pair only whole, and derives the subject from an https origin', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const pair = {
      VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
      VAPID_PRIVATE_KEY: ecdh.getPrivateKey('base64url'),
    };
    expect(loadConfig(pair).vapidKeys).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
    });
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY:/,
    );
    const other = createECDH('prime256v1');
    other.generateKeys();
    expect(() =>
      loadConfig({ ...pair, VAPID_PRIVATE_KEY: other.getPrivateKey('base64url') }),
    ).toThrow(/VAPID_PRIVATE_KEY:/);
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://eat.example.com' }).vapidSubject).toBe(
      'https://eat.example.com',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' }).vapidSubject).toBe(
      'mailto:ops@example.com',
    );
    expect(
      loadConfig({ PUSH_ENDPOINT_ORIGINS: 'https://127.0.0.1:8443/' }).pushEndpointOrigins,
    ).toEqual(['https://127.0.0.1:8443']);
  });

  it('sends receipt e-mails only with SMTP_URL, from MAIL_FROM or the public host', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_ORIGIN: 'https://shows.example' })
        .mail,
    ).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'CurtainCall <receipts@shows.example>' });
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'Box <box@x.example>' })
        .mail?.from,
    ).toBe('Box <box@x.example>');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
