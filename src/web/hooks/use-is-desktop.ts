import { useSyncExternalStore } from 'react';

// customer spec 9: the mobile breakpoint is 768 px.
const DESKTOP_QUERY = '(min-width: 768px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
}

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True at 768 px and wider; phones (and browsers without matchMedia) get the phone layout. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
