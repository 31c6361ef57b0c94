import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { bind, preparedStatement, perDatabase } from './prepared';

// Placing an order needs its ids before the write (the answer, and the idempotency key's
// stored copy of it, go to the database in the same statement as the rows). Asking a sequence for
// them was a round trip per order; ids are now reserved from the sequence a block at a time and
// handed out in order. Each id is still the sequence's own (taken by nextval), so any other
// writer of the table, this instance's or another's, can never get the same one; ids reserved by a
// process that stops are skipped, as a rolled-back insert's are.

/** Ids taken from a sequence per round trip. */
export const ID_BLOCK_SIZE = 64;

const takeBlock = preparedStatement<{ id: number }>(
  'take_id_block',
  () =>
    sql`select nextval(${bind('sequence')}::regclass)::int as id
    from generate_series(1, ${bind('count')}::int)`,
);

type Sequence = { ids: number[]; refill: Promise<void> | null };

const sequencesOf = perDatabase(() => new Map<string, Sequence>());

function sequenceOf(db: Database, name: string): Sequence {
  const sequences = sequencesOf(db);
  let sequence = sequences.get(name);
  if (!sequence) {
    sequence = { ids: [], refill: null };
    sequences.set(name, sequence);
  }
  return sequence;
}

/**
 * Reserves `count` ids of the sequence `name`, ascending, from the block this process holds (a new block
 * is taken when it runs short; requests waiting for it share that one round trip).
 */
export async function reserveIds(db: Database, name: string, count: number): Promise<number[]> {
  const sequence = sequenceOf(db, name);
  while (sequence.ids.length < count) {
    sequence.refill ??= takeBlock(db, {
      sequence: name,
      count: Math.max(ID_BLOCK_SIZE, count),
    }).then(
      (rows) => {
        sequence.ids.push(...rows.map((row) => row.id));
        sequence.refill = null;
      },
      (error: unknown) => {
        sequence.refill = null;
        throw error;
      },
    );
    await sequence.refill;
  }
  return sequence.ids.splice(0, count);
}
