import { isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestAppOn, login, openSecondHandle } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { seedDemo } from '../../seed/seed';
import { notifications, outbox } from '../../db/schema';
import { createRedisBus } from '../../realtime/bus';
import { openSocket } from '../../realtime/socket.test-support';
import { userIdByEmail } from '../orders/orders.test-support';
import { addToOutbox } from './outbox';
import { sendOutbox } from './outbox-sender';

// Scaled mode: two instances over one PostgreSQL database and one Redis sweep the same unsent
// outbox records at once; each record reaches the customer's socket exactly once.

const scaled = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);
const quiet = { warn: () => undefined };
const RECORDS = 250;

describe('the outbox across instances', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it.runIf(scaled)('sends each unsent record once when two instances sweep together', async () => {
    const redisUrl = process.env.REDIS_URL ?? '';
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    await seedDemo(database.db);
    const second = await openSecondHandle(database);
    cleanup.push(() => second.close());
    const busA = await createRedisBus(redisUrl);
    const busB = await createRedisBus(redisUrl);
    const appA = await createTestAppOn(database, { bus: busA });
    cleanup.push(() => appA.close());
    const appB = await createTestAppOn(second, { bus: busB });
    cleanup.push(() => appB.close());
    await appB.listen({ port: 0, host: '127.0.0.1' });

    const customerId = await userIdByEmail(database.db, 'customer@curtaincall.test');
    const socket = await openSocket(appB, {
      cookie: await login(appA, 'customer@curtaincall.test'),
    });
    cleanup.push(async () => socket.ws.terminate());
    await socket.waitFor((message) => message.type === 'authenticated');

    // committed changes whose instance died before sending: the records wait in the outbox
    await database.db.transaction(async (tx) => {
      const stored = await tx
        .insert(notifications)
        .values(
          Array.from({ length: RECORDS }, (_, index) => ({
            userId: customerId,
            title: `Left unsent ${index}`,
            message: 'sent by a sweep',
            category: 'system' as const,
          })),
        )
        .returning({ id: notifications.id });
      await addToOutbox(
        tx,
        stored.map((row) => ({ kind: 'notification' as const, notificationId: row.id })),
      );
    });

    const sweeps = await Promise.all([
      sendOutbox(database.db, busA, quiet),
      sendOutbox(second.db, busB, quiet),
      sendOutbox(database.db, busA, quiet),
      sendOutbox(second.db, busB, quiet),
    ]);
    // the apps' own periodic sweeps may have taken some: never more than there were
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(RECORDS);
    expect(await database.db.select().from(outbox).where(isNull(outbox.sentAt))).toEqual([]);

    const isLeftUnsent = (message: (typeof socket.messages)[number]) =>
      message.type === 'notification' && message.data.title.startsWith('Left unsent');
    await expect
      .poll(() => socket.messages.filter(isLeftUnsent).length, { timeout: 5000 })
      .toBe(RECORDS);
    // anything sent twice would have arrived by now (delivery takes a few ms)
    await new Promise((resolve) => setTimeout(resolve, 300));
    const titles = socket.messages
      .filter(isLeftUnsent)
      .map((message) => (message.type === 'notification' ? message.data.title : ''));
    expect(new Set(titles).size).toBe(RECORDS);
    expect(titles).toHaveLength(RECORDS);
  });
});
