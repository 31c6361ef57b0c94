import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { eventData } from './seed-data';

const MINUTE_MS = 60_000;

/**
 * The demo is about a show in progress. The seed sets its times when it first runs, so a demo
 * started again hours or days later would have no current show; on each start with demo data on,
 * the demo show is moved back to "started 1 h 30 ago, ends in 35 minutes" once it has ended.
 * Returns whether it moved the show.
 */
export async function refreshDemoShow(db: Database, now: Date = new Date()): Promise<boolean> {
  const show = eventData.neonNights;
  const eventDate = new Date(now.getTime() + show.startsInMinutes * MINUTE_MS);
  const moved = await db
    .update(events)
    .set({
      eventDate,
      estimatedEndTime: new Date(eventDate.getTime() + show.durationMinutes * MINUTE_MS),
      status: 'ongoing',
    })
    .where(and(eq(events.name, show.name), lt(events.estimatedEndTime, now)))
    .returning({ id: events.id });
  return moved.length > 0;
}
