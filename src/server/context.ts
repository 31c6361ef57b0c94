import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { RateLimiter } from './http/rate-limiter';
import type { CookieSettings } from './auth/guards';
import type { EventBus } from './realtime/bus';
import type { SerialisedReads } from './http/serialised-reads';

export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimits = {
  /**
   * Sign-in: wrong passwords for one account from one address; past the limit that
   * pair gets 429 (someone guessing this account from here), the owner elsewhere does not.
   */
  loginPerAccountAddress: RateLimitRule;
  /**
   * Wrong passwords for one account from anywhere; past the limit every attempt on it waits
   * (growing delays, `signInDelayMs`) instead of being locked out, except from a device that
   * signed in to it before.
   */
  loginSlowdownPerAccount: RateLimitRule;
  /**
   * Wrong passwords from one address, whatever the account: a whole venue can sit behind one
   * carrier address, so past this generous budget attempts from it wait, and are never refused.
   */
  loginSlowdownPerIp: RateLimitRule;
  signupPerIp: RateLimitRule;
  /** Sign-ups naming one e-mail (from any address). */
  signupPerEmail: RateLimitRule;
  /**
   * PATCH /api/user/profile answers 409 for an e-mail or username already taken, which would let
   * a signed-in account test addresses one after another: limited per account and per
   * address like sign-up.
   */
  profilePerUser: RateLimitRule;
  profilePerIp: RateLimitRule;
};

export const defaultRateLimits: RateLimits = {
  loginPerAccountAddress: { limit: 10, windowMs: 15 * 60_000 },
  loginSlowdownPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  loginSlowdownPerIp: { limit: 1000, windowMs: 15 * 60_000 },
  signupPerIp: { limit: 30, windowMs: 60 * 60_000 },
  signupPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  profilePerUser: { limit: 20, windowMs: 60 * 60_000 },
  profilePerIp: { limit: 60, windowMs: 60 * 60_000 },
};

/** What every feature's routes receive: the app's dependencies, built once in buildApp. */
export type AppContext = {
  config: AppConfig;
  db: Database;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  cookie: CookieSettings;
  /** Socket messages to every instance (memory by default, Redis in scaled mode). */
  bus: EventBus;
  /** Public reads cached as bytes until a vendor, a menu or an event changes. */
  publicReads: SerialisedReads;
};
