import { useEffect, useState } from 'react';

// accounts spec 2.7: pickup countdowns are whole minutes, so a 30 s tick keeps them current.
export const COUNTDOWN_TICK_MS = 30_000;

/** The current time, refreshed every `intervalMs`. */
export function useNow(intervalMs: number = COUNTDOWN_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
