import { useEffect, useRef } from 'react';
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

/** Test seam: forget the shared context. */
export function resetNewOrderAudio() {
  audioContext = null;
}

/**
 * accounts spec 2.9: when a new order arrives (an id not seen before; never on the first load),
 * beep; if the beep cannot play, toast 'New Order!' for 3 seconds. Watching ids rather than the
 * pending count means a confirm and a new order in the same refetch still alert.
 */
export function useNewOrderAlert(orders: readonly Pick<OrderView, 'id'>[] | undefined) {
  const seenIds = useRef<Set<number> | undefined>(undefined);
  useEffect(() => {
    if (orders === undefined) return;
    const before = seenIds.current;
    seenIds.current = new Set(orders.map((order) => order.id));
    if (before === undefined || orders.every((order) => before.has(order.id))) return;
    if (!playNewOrderBeep()) {
      toast({
        title: 'New Order!',
        description: 'You have a new order to review.',
        duration: NEW_ORDER_TOAST_MS,
      });
    }
  }, [orders]);
}
