// WCAG 2.4.2, 2.4.3: every page names itself in the tab title, and after a navigation
// keyboard and screen-reader users start at the new page's heading, not on <body> or on the link
// they used on the page before.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

const APP_NAME = 'CurtainCall';

/** '<Page> · CurtainCall', the tab title of every page. */
export function pageTitle(title: string): string {
  return `${title} · ${APP_NAME}`;
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/**
 * Moves focus to the page's one shown h1 (made focusable for this); false when there is none yet.
 * While a lazy page loads, the previous page's h1 can still be in the document, hidden by the
 * loading fallback: it cannot take focus, so it does not count.
 */
export function focusPageHeading(): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>('h1')).some((heading) => {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return document.activeElement === heading;
  });
}

// a lazily loaded page or one still fetching shows its h1 a moment after the address changed
const HEADING_WAIT_MS = 10_000;

/** After each navigation (not the first load), focuses the new page's h1 as soon as it shows. */
export function useFocusHeadingOnNavigate() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (focusPageHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    // a hidden page shows again through its style, a new one arrives as new nodes
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    return stop;
  }, [location]);
}
