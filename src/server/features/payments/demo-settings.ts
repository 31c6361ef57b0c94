import { sql, type SQL } from 'drizzle-orm';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../contract/payments';
import { MAX_PAYMENT_DELAY_MS } from '../../../contract/admin';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors';
import {
  parseBooleanSetting,
  readSettingValues,
  settingValuesQuery,
} from '../settings/settings.service';

// accounts spec 2.11 and 9: the admin edits these as text in the settings panel, so every value
// is parsed defensively and a missing or unreadable one falls back to the seeded default.
export const DEMO_SETTING_KEYS = {
  checkoutMode: 'demo_checkout_mode',
  successRate: 'demo_payment_success_rate',
  delay: 'demo_payment_delay',
} as const;
export const DEMO_SETTING_VALUES = Object.values(DEMO_SETTING_KEYS);

/** customer spec 9: simulated payment delay 2000 ms. */
export const DEFAULT_PAYMENT_DELAY_MS = 2000;
/** Ten seconds is already far beyond any real provider; the settings editor refuses more. */
export { MAX_PAYMENT_DELAY_MS };

export type DemoPaymentSettings = {
  /** Simulated card payments are on; there is no live provider, so off means no card payments. */
  isCheckoutEnabled: boolean;
  /** Share of simulated payments that succeed, 0 to 1 (the decline card always fails). */
  successRate: number;
  delayMs: number;
};

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function parseNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** There is no live provider: card payments are on unless demo_checkout_mode is explicitly off. */
export const parseCardPaymentsOn = (value: string | undefined): boolean =>
  parseBooleanSetting(value) ?? true;

/** An order that needs a card payment while card payments are off is never placed. */
export const cardPaymentsOffRefusal = () =>
  new AppError('PAYMENTS_UNAVAILABLE', 409, PAYMENTS_UNAVAILABLE_MESSAGE);

/** Pure: the settings rows (key to text value) to usable numbers, with defaults and clamping. */
export function parseDemoPaymentSettings(
  values: Partial<Record<string, string>>,
): DemoPaymentSettings {
  const successRate = parseNumber(values[DEMO_SETTING_KEYS.successRate]) ?? 1;
  const delayMs = parseNumber(values[DEMO_SETTING_KEYS.delay]) ?? DEFAULT_PAYMENT_DELAY_MS;
  return {
    isCheckoutEnabled: parseCardPaymentsOn(values[DEMO_SETTING_KEYS.checkoutMode]),
    successRate: clamp(successRate, 0, 1),
    delayMs: Math.round(clamp(delayMs, 0, MAX_PAYMENT_DELAY_MS)),
  };
}

/** Read on every call: an admin's change applies to the next payment on every instance. */
export async function readDemoPaymentSettings(db: Database): Promise<DemoPaymentSettings> {
  return parseDemoPaymentSettings(await readSettingValues(db, DEMO_SETTING_VALUES));
}

/** Inside a larger statement: the demo settings' rows (key and value) as a JSON array. */
export const demoSettingsJsonSql = (db: Executor): SQL =>
  sql`(select json_agg(setting) from (${settingValuesQuery(db, DEMO_SETTING_VALUES)}) setting)`;

/**
 * Inside a larger statement: the demo settings hashed, the same SQL wherever a decision taken on
 * them is remembered and wherever a write checks they still hold (create-intent, and the intent
 * an order opens in its own write: orders/order-write.ts).
 */
export const demoSettingsHashSql = (db: Executor): SQL =>
  sql`(select md5(coalesce(string_agg(setting.key || '=' || setting.value, ',' order by setting.key), ''))
    from (${settingValuesQuery(db, DEMO_SETTING_VALUES)}) setting)`;
