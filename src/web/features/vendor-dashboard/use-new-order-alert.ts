import { useCallback, useEffect, useState } from 'react';
import type { OrderView } from '../../../contract/orders';
import { toast } from '../../components/ui/use-toast';

export const NEW_ORDER_TOAST_MS = 3000;

type AudioContextCtor = new () => AudioContext;
let audioContext: AudioContext | null = null;

/**
 * accounts spec 2.9: a short beep from an oscillator (no audio files). Returns false when the
 * browser cannot play it now: no Web Audio, a blocked (suspended) context, or a throw.
 */
export function playNewOrderBeep(): boolean {
  try {
    const Ctor = (globalThis as { AudioContext?: AudioContextCtor }).AudioContext;
    if (!Ctor) return false;
    audioContext ??= new Ctor();
    const context = audioContext;
    if (context.state !== 'running') {
      // autoplay policy: try to wake it for next time, but tell the vendor another way now
      void Promise.resolve(context.resume?.()).catch(() => undefined);
      return false;
    }
    const start = context.currentTime;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    gain.gain.setValueAtTime(0.25, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.4);
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.4);
    return true;
  } catch {
    return false;
  }
}

/**
 * Browsers start Web Audio suspended until the page is touched; the kitchen screen calls
 * this on every tap, so the beeps it repeats later can play on a tablet nobody has clicked yet.
 */
export function primeNewOrderAudio(): void {
  try {
    const Ctor = (globalThis as { AudioContext?: AudioContextCtor }).AudioContext;
    if (!Ctor) return;
    audioContext ??= new Ctor();
    if (audioContext.state !== 'running')
      void Promise.resolve(audioContext.resume?.()).catch(() => undefined);
  } catch {
    // no sound on this device: the screen's alert bar still shows
  }
}

/** Test seam: forget the shared context. */
export function resetNewOrderAudio() {
  audioContext = null;
}

type Tracked = {
  orders: readonly Pick<OrderView, 'id'>[] | undefined;
  /** The ids of the last list; undefined until the first load. */
  seen: ReadonlySet<number> | undefined;
  /** New orders nobody acknowledged yet, still in the list. */
  unacknowledged: readonly number[];
  /** How many times new orders arrived: each one alerts once. */
  arrivals: number;
};

const UNTRACKED: Tracked = { orders: undefined, seen: undefined, unacknowledged: [], arrivals: 0 };

function track(tracked: Tracked, orders: readonly Pick<OrderView, 'id'>[]): Tracked {
  const ids = new Set(orders.map((order) => order.id));
  const seen = tracked.seen;
  const arrived = seen === undefined ? [] : [...ids].filter((id) => !seen.has(id));
  return {
    orders,
    seen: ids,
    unacknowledged: [...tracked.unacknowledged.filter((id) => ids.has(id)), ...arrived],
    arrivals: tracked.arrivals + (arrived.length > 0 ? 1 : 0),
  };
}

/**
 * accounts spec 2.9: when a new order arrives (an id not seen before; never on the first load),
 * beep; if the beep cannot play, toast 'New Order!' for 3 seconds. Watching ids rather than the
 * pending count means a confirm and a new order in the same refetch still alert.
 *
 * With `repeatEveryMs` (the kitchen screen) the beep repeats until `acknowledge()` is
 * called, or until every new order has left the list (another screen took it); the orders that
 * wait for it are `unacknowledged`.
 */
export function useNewOrderAlert(
  orders: readonly Pick<OrderView, 'id'>[] | undefined,
  { repeatEveryMs }: { repeatEveryMs?: number } = {},
) {
  const [tracked, setTracked] = useState(UNTRACKED);
  // follows the list as it renders, so the alert state never lags a render behind it
  if (orders !== undefined && orders !== tracked.orders) setTracked(track(tracked, orders));

  useEffect(() => {
    if (tracked.arrivals === 0) return;
    if (!playNewOrderBeep()) {
      toast({
        title: 'New Order!',
        description: 'You have a new order to review.',
        duration: NEW_ORDER_TOAST_MS,
      });
    }
  }, [tracked.arrivals]);

  const isRepeating = repeatEveryMs !== undefined && tracked.unacknowledged.length > 0;
  useEffect(() => {
    if (!isRepeating) return;
    // the screen shows the alert too, so a beep the browser blocks needs no toast each time
    const timer = setInterval(() => playNewOrderBeep(), repeatEveryMs);
    return () => clearInterval(timer);
  }, [isRepeating, repeatEveryMs]);

  const acknowledge = useCallback(
    () => setTracked((current) => ({ ...current, unacknowledged: [] })),
    [],
  );
  return { unacknowledged: repeatEveryMs === undefined ? [] : tracked.unacknowledged, acknowledge };
}
