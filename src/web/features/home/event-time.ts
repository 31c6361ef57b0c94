import { useEffect, useState } from 'react';
import { dateFormatter } from '../../lib/format';

// The banner's clock ticks every 30 s: often enough for minute-level text, cheap on battery.
export const EVENT_CLOCK_TICK_MS = 30_000;
const MINUTE_MS = 60_000;

function toTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * customer spec 2, Home: the real time left until the event's end ('Show ends in ~35 min',
 * 'Show ends in ~1h 20m', 'Show has ended'); null when the end is unknown.
 */
export function showEndsText(endDate: string | Date | null | undefined, now: Date): string | null {
  const end = toTime(endDate);
  if (end === null) return null;
  const minutesLeft = Math.ceil((end - now.getTime()) / MINUTE_MS);
  if (minutesLeft <= 0) return 'Show has ended';
  if (minutesLeft < 60) return `Show ends in ~${minutesLeft} min`;
  return `Show ends in ~${Math.floor(minutesLeft / 60)}h ${minutesLeft % 60}m`;
}

/** For a show that has not started yet: 'Starts Fri 8:00 PM' in the device's locale. */
export function showStartsText(date: string | Date | null | undefined, now: Date): string | null {
  const start = toTime(date);
  if (start === null || start <= now.getTime()) return null;
  const when = dateFormatter(undefined, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(start));
  return `Starts ${when}`;
}

/** The current time, refreshed every `tickMs`. */
export function useNow(tickMs: number = EVENT_CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
