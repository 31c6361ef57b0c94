import { useCallback, useState } from 'react';

/**
 * A callback ref and the width in CSS px of the element it is put on, kept current as the layout
 * changes; `fallback` until the element is laid out (and in a browser without ResizeObserver).
 */
export function useElementWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const update = (measured: number) => {
      if (measured > 0) setWidth(Math.floor(measured));
    };
    // measured while the ref is attached, so the first paint already has the real width
    update(element.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => update(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
