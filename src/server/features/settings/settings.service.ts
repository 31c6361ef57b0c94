import { eq, inArray } from 'drizzle-orm';
import { MAINTENANCE_MESSAGE } from '../../../contract/app-status';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { AppError } from '../../errors';

// accounts spec 2.11 and 9: the admin edits settings as text, so values are parsed defensively.

export const MAINTENANCE_SETTING_KEY = 'app_maintenance_mode';

/** true/1/on and false/0/off in any case; anything else is unreadable (undefined). */
export function parseBooleanSetting(value: string | undefined): boolean | undefined {
  const normalised = value?.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1' || normalised === 'on') return true;
  if (normalised === 'false' || normalised === '0' || normalised === 'off') return false;
  return undefined;
}

/** Only an explicit on pauses the app: a missing or unreadable value keeps it open, as seeded. */
export function parseMaintenanceMode(value: string | undefined): boolean {
  return parseBooleanSetting(value) ?? false;
}

/**
 * The text values of these settings (a missing key is absent), in one query. Read on every call:
 * an admin's change applies to the next request on every instance.
 */
export async function readSettingValues(
  db: Executor,
  keys: readonly string[],
): Promise<Partial<Record<string, string>>> {
  return settingValuesOf(await settingValuesQuery(db, keys));
}

/** These settings' rows (key and value), as a query to run or to put inside a larger one. */
export const settingValuesQuery = (db: Executor, keys: readonly string[]) =>
  db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));

export const settingValuesOf = (
  rows: readonly { key: string; value: string }[],
): Partial<Record<string, string>> => Object.fromEntries(rows.map((row) => [row.key, row.value]));

export async function readMaintenanceMode(db: Executor): Promise<boolean> {
  const values = await readSettingValues(db, [MAINTENANCE_SETTING_KEY]);
  return parseMaintenanceMode(values[MAINTENANCE_SETTING_KEY]);
}

/** New orders wait while maintenance is on; placed orders carry on (they can still be paid). */
export async function assertNotInMaintenance(db: Executor): Promise<void> {
  if (await readMaintenanceMode(db)) throw maintenanceRefusal();
}

export const maintenanceRefusal = () => new AppError('MAINTENANCE', 503, MAINTENANCE_MESSAGE);

/** One setting's text value, as a query to put inside a larger statement. */
export const settingValueQuery = (db: Executor, key: string) =>
  db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
