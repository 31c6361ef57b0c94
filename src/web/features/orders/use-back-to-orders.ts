import { useLocation } from 'wouter';
import { returnFocusOnNextPage } from '../../lib/return-focus';

/** The history entry's note, set by the control that opened the screen, of where focus returns. */
type OpenedFromState = { returnFocus?: unknown } | null;

/**
 * Back to where an order's screen (hatch, receipt) was opened from, focus on the control that
 * opened it; opened from a link (a notification), it goes to the orders instead of leaving the app.
 */
export function useBackToOrders() {
  const [, navigate] = useLocation();
  return () => {
    const returnFocus = (history.state as OpenedFromState)?.returnFocus;
    if (typeof returnFocus === 'string') {
      returnFocusOnNextPage(returnFocus);
      history.back();
    } else {
      navigate('/orders', { replace: true });
    }
  };
}
