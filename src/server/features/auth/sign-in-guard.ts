import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { rateLimitedError } from '../../http/rate-limit-guard';

// Sign-in guessing is held back without letting anyone lock the owner out.
// - Wrong passwords for one account from one address: past the limit, 429 for that pair only.
// - Wrong passwords for one account from anywhere, and from one address whatever the account:
//   past their limits every attempt waits, longer and longer (signInDelayMs), but is answered.
// - A device that signed in to the account before (its device cookie) skips both.
// Only a wrong password counts: a sign-in that failed because the database was down does not.

/** The cookie a device keeps after signing in: a random token, remembered for 30 days. */
export const DEVICE_COOKIE = 'cc_device';
export const KNOWN_DEVICE_MS = 30 * 24 * 60 * 60_000;
/** The first wait past a slow-down limit; each further wrong password doubles it. */
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 8_000;

/** How long an attempt waits, given the wrong passwords counted and the limit before waiting. */
export function signInDelayMs(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - limit));
}

const keys = (email: string, address: string) => ({
  pair: `login:fail:${email}:${address}`,
  account: `login:fail:${email}`,
  address: `login:fail-ip:${address}`,
});
const deviceKey = (email: string, token: string) => `login:device:${email}:${token}`;

export type SignInGuard = {
  /** Runs before the password is checked: 429 for a blocked pair, else waits as long as due. */
  admit(): Promise<void>;
  /** Counts a wrong password. */
  failed(): Promise<void>;
  /** After a successful sign-in: clears this pair and remembers the device. */
  succeeded(reply: FastifyReply): Promise<void>;
};

export function signInGuard(
  context: Pick<AppContext, 'rateLimiter' | 'rateLimits' | 'cookie'>,
  request: FastifyRequest,
  email: string,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): SignInGuard {
  const { rateLimiter: limiter, rateLimits: rules } = context;
  const key = keys(email, request.ip);
  const device = request.cookies[DEVICE_COOKIE];
  return {
    async admit() {
      if (device && (await limiter.peek(deviceKey(email, device))).count > 0) return;
      const [pair, account, address] = await Promise.all([
        limiter.peek(key.pair),
        limiter.peek(key.account),
        limiter.peek(key.address),
      ]);
      if (pair.count >= rules.loginPerAccountAddress.limit)
        throw rateLimitedError(pair.retryAfterSeconds);
      const delay = Math.max(
        signInDelayMs(account.count, rules.loginSlowdownPerAccount.limit),
        signInDelayMs(address.count, rules.loginSlowdownPerIp.limit),
      );
      if (delay > 0) await sleep(delay);
    },
    async failed() {
      await Promise.all([
        limiter.hit(key.pair, Infinity, rules.loginPerAccountAddress.windowMs),
        limiter.hit(key.account, Infinity, rules.loginSlowdownPerAccount.windowMs),
        limiter.hit(key.address, Infinity, rules.loginSlowdownPerIp.windowMs),
      ]);
    },
    async succeeded(reply) {
      await limiter.reset(key.pair);
      const token = device ?? randomBytes(24).toString('base64url');
      await limiter.hit(deviceKey(email, token), Infinity, KNOWN_DEVICE_MS);
      reply.setCookie(DEVICE_COOKIE, token, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: context.cookie.secure,
        maxAge: KNOWN_DEVICE_MS / 1000,
      });
    },
  };
}

/** A wrong e-mail or password (not a database or other failure). */
export const isWrongPassword = (error: unknown) =>
  error instanceof AppError && error.code === 'INVALID_CREDENTIALS';
