import { useEffect } from 'react';

/**
 * Keeps the screen on while the calling screen is shown, where the browser has the Screen Wake
 * Lock API (elsewhere, or when it refuses, the screen may dim as usual). The browser drops the
 * lock whenever the page is hidden, so it is asked for again each time the page shows again.
 */
export function useScreenWakeLock(enabled = true) {
  useEffect(() => {
    if (!enabled || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let isLeft = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (isLeft) void granted.release().catch(() => undefined);
        else lock = granted;
      } catch {
        // refused (battery saver, a page not in front): the screen dims as usual
      }
    };
    const onVisibilityChange = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      isLeft = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void lock?.release().catch(() => undefined);
      lock = null;
    };
  }, [enabled]);
}
