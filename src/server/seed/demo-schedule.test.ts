import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../db/schema';
import { eventData } from './seed-data';
import { refreshDemoShow } from './demo-schedule';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const demoShow = async () => {
  const [show] = await harness.database.db
    .select()
    .from(events)
    .where(eq(events.name, eventData.neonNights.name));
  if (!show) throw new Error('demo show missing');
  return show;
};

describe('refreshDemoShow', () => {
  it('leaves a show that is still on alone', async () => {
    const before = await demoShow();
    expect(await refreshDemoShow(harness.database.db)).toBe(false);
    expect((await demoShow()).estimatedEndTime).toEqual(before.estimatedEndTime);
  });

  it('moves an ended demo show back to tonight: started 1 h 30 ago, ends in 35 minutes', async () => {
    const dayLater = new Date(Date.now() + 24 * 60 * 60_000);
    expect(await refreshDemoShow(harness.database.db, dayLater)).toBe(true);
    const show = await demoShow();
    expect(show.status).toBe('ongoing');
    expect(show.eventDate.getTime()).toBe(dayLater.getTime() - 90 * 60_000);
    expect(show.estimatedEndTime?.getTime()).toBe(dayLater.getTime() + 35 * 60_000);
  });
});
