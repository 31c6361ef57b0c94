import { useEffect } from 'react';

// When a full-screen view (its own address) closes, focus goes back to the control that opened
// it, rather than staying on the page's h1 where every navigation puts it (page-navigation.ts).

/** Marks the control focus goes back to. */
export const RETURN_FOCUS_ATTRIBUTE = 'data-return-focus';

let pendingKey: string | null = null;

/** The next page shown puts focus on the control marked `data-return-focus={key}`. */
export function returnFocusOnNextPage(key: string) {
  pendingKey = key;
}

// the control's list may still be loading when the page shows
const CONTROL_WAIT_MS = 5_000;

const isFocusIdle = () => {
  const active = document.activeElement;
  return active === null || active === document.body || active.tagName === 'H1';
};

/**
 * On a page a full-screen view closes back to: focus moves to the noted control once it shows,
 * unless the person has moved focus themselves meanwhile.
 */
export function useReturnFocus() {
  useEffect(() => {
    const key = pendingKey;
    pendingKey = null;
    if (key === null) return;
    /** True when there is nothing more to do. */
    const attempt = () => {
      if (!isFocusIdle()) return true;
      const control = document.querySelector<HTMLElement>(`[${RETURN_FOCUS_ATTRIBUTE}="${key}"]`);
      control?.focus();
      return control !== null && document.activeElement === control;
    };
    const observer = new MutationObserver(() => {
      if (attempt()) stop();
    });
    // after this commit's move of focus to the page's h1
    const first = setTimeout(() => {
      if (attempt()) stop();
      else observer.observe(document.body, { childList: true, subtree: true });
    });
    const timer = setTimeout(() => stop(), CONTROL_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(first);
      clearTimeout(timer);
    }
    return stop;
  }, []);
}
