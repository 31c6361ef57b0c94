import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import {
  PushBlockedError,
  readPushState,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushState,
} from './push-device';

export type PushDevice = {
  /** null while it is being read */
  state: PushState | null;
  pending: 'subscribing' | 'unsubscribing' | null;
  error: string | null;
  subscribe: () => Promise<boolean>;
  unsubscribe: () => Promise<boolean>;
};

const SUBSCRIBE_FAILED = 'This device could not be set up for notifications. Try again.';
const UNSUBSCRIBE_FAILED = 'Notifications could not be turned off. Try again.';

/** This device's push state and the two taps that change it; one change at a time. */
export function usePushDevice(): PushDevice {
  const [state, setShownState] = useState<PushState | null>(null);
  // read synchronously by a tap that lands before the screen has shown the last change
  const current = useRef<PushState | null>(null);
  const setState = useCallback((next: PushState) => {
    current.current = next;
    setShownState(next);
  }, []);
  const [pending, setPending] = useState<PushDevice['pending']>(null);
  const [error, setError] = useState<string | null>(null);
  // a second tap before the first has finished must not subscribe twice
  const busy = useRef(false);

  useEffect(() => {
    let isCurrent = true;
    void readPushState()
      .catch((): PushState => 'off')
      .then((read) => {
        if (isCurrent) setState(read);
      });
    return () => {
      isCurrent = false;
    };
  }, [setState]);

  const run = useCallback(
    async (
      kind: 'subscribing' | 'unsubscribing',
      change: () => Promise<void>,
      fallback: string,
    ): Promise<boolean> => {
      const target: PushState = kind === 'subscribing' ? 'on' : 'off';
      if (busy.current || current.current === target) return current.current === target;
      busy.current = true;
      setPending(kind);
      setError(null);
      try {
        await change();
        setState(target);
        return true;
      } catch (failure) {
        // a block has its own explanation wherever the state is shown
        if (!(failure instanceof PushBlockedError)) setError(errorMessage(failure, fallback));
        // the browser may have changed its mind half way: show what it holds now
        setState(await readPushState().catch((): PushState => 'off'));
        return false;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [setState],
  );

  const subscribe = useCallback(
    () => run('subscribing', subscribeThisDevice, SUBSCRIBE_FAILED),
    [run],
  );
  const unsubscribe = useCallback(
    () => run('unsubscribing', unsubscribeThisDevice, UNSUBSCRIBE_FAILED),
    [run],
  );
  return { state, pending, error, subscribe, unsubscribe };
}
