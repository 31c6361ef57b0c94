import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/use-toast';

// A payment that cannot reach the server says the person is offline and keeps the
// payment (card form, order, Idempotency-Key and intent) for the retry.
export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_MESSAGE =
  'Your payment is kept. Tap Complete Payment again when you are back online; you will not be charged twice.';

/** Offline until the browser says it is back (say so, keep the payment to retry). */
export function useOfflineNotice() {
  const [isOffline, setIsOffline] = useState(false);
  // the toast asks to pay again, so it must not outlive the attempt it speaks for
  const notice = useRef<{ dismiss: () => void } | null>(null);
  useEffect(() => {
    const onOnline = () => setIsOffline(false);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      notice.current?.dismiss();
    };
  }, []);
  /** Says so; `description` replaces the kept-payment text (an order saved offline says its own). */
  const report = (description = OFFLINE_MESSAGE) => {
    setIsOffline(true);
    notice.current = toast({
      title: OFFLINE_TITLE,
      description,
      variant: description === OFFLINE_MESSAGE ? 'destructive' : 'default',
    });
  };
  /** A new attempt, or a paid order: the notice no longer holds. */
  const clear = useCallback(() => {
    setIsOffline(false);
    notice.current?.dismiss();
    notice.current = null;
  }, []);
  return { isOffline, report, clear };
}
