import { asc, eq } from 'drizzle-orm';
import { normaliseSettingValue, type SettingView } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { lockRow } from '../../db/rows';
import { settings } from '../../db/schema';
import { invalidField, notFound } from '../../errors';
import { appStatusMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { DEMO_SETTING_KEYS } from '../payments/demo-settings';
import { MAINTENANCE_SETTING_KEY } from '../settings/settings.service';
import { recordAdminAction } from './admin-audit.service';

// accounts spec 2.11, 5 and 9: the settings panel. Values stay text; the rule comes from the key.
// Nothing caches them: readSettingValues (features/settings) reads the table on every request, so
// a change applies to the next request on every instance.

/** The settings GET /api/app-status reports. */
const APP_STATUS_KEYS: string[] = [MAINTENANCE_SETTING_KEY, DEMO_SETTING_KEYS.checkoutMode];

const toSettingView = (row: SettingView): SettingView => ({
  key: row.key,
  value: row.value,
  description: row.description,
});

export async function listSettings(db: Database): Promise<SettingView[]> {
  const rows = await db.select().from(settings).orderBy(asc(settings.key));
  return rows.map(toSettingView);
}

/** Known keys only (404 otherwise); the value must satisfy the key's rule (400). */
export async function updateSetting(
  db: Database,
  sender: OutboxSender,
  input: { actorUserId: number; key: string; value: string },
): Promise<SettingView> {
  return withOutbox(db, sender, async (tx) => {
    const before = await lockRow(tx, settings, eq(settings.key, input.key));
    if (!before) throw notFound('Setting');
    const checked = normaliseSettingValue(input.key, input.value);
    if (!checked.ok) throw invalidField('body.value', checked.message);
    const [after] = await tx
      .update(settings)
      .set({ value: checked.value })
      .where(eq(settings.key, input.key))
      .returning();
    if (!after) throw notFound('Setting');
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'setting.update',
      entityId: input.key,
      summary: `Setting ${input.key} set to ${after.value}`,
      before: { value: before.value },
      after: { value: after.value },
    });
    // customers see the maintenance banner, and checkout that cards are off, at once
    if (APP_STATUS_KEYS.includes(input.key)) await addToOutbox(tx, [appStatusMessage()]);
    return toSettingView(after);
  });
}
