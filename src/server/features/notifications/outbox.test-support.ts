import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

/** A log that keeps quiet (a send the test expects to fail, a service called without the app). */
export const quietLog = { warn: () => undefined };

export async function unsentCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(sql`${outbox.sentAt} is null`);
  return row?.count ?? 0;
}

/** Until the returned function drops it, a transaction that wrote to the outbox fails at commit. */
export async function failCommitsThatWriteTheOutbox(db: Database): Promise<() => Promise<void>> {
  await db.execute(sql`create or replace function outbox_refuse() returns trigger
    language plpgsql as $$ begin raise exception 'refused at commit'; end $$`);
  await db.execute(sql`create constraint trigger outbox_refuse after insert on outbox
    deferrable initially deferred for each row execute function outbox_refuse()`);
  return async () => {
    await db.execute(sql`drop trigger outbox_refuse on outbox`);
  };
}

/** The id of the newest outbox record, to read what a change writes after it. */
export async function newestOutboxId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${outbox.id}), 0)::int` })
    .from(outbox);
  return row?.id ?? 0;
}

/** What changes wrote to the outbox after record `id`: kind and payload, oldest first. */
export async function outboxWrittenAfter(db: Database, id: number) {
  const rows = await db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
  return rows.map(({ kind, payload }) => ({ kind, payload }));
}

/** The outbox's live records of one socket message type, oldest first. */
export async function liveRecords(db: Database, type: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'live'), sql`${outbox.payload}->'message'->>'type' = ${type}`))
    .orderBy(outbox.id);
}
