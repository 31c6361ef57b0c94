import { useEffect, useState, type ReactNode } from 'react';

// issue 14: the app's first screen is rendered in steps. The first render holds what the screen
// is about (the header, the page's heading and first controls) and paints; the parts marked with
// `useAfterFirstPaint` (overlays, code loaded on demand, the bottom bar) mount after that paint,
// each in a task of its own, so no single task of the start holds the whole screen on a phone's
// slow CPU. Only the first screen is split: a part mounted later (another page, a dialog) renders
// at once, as do component tests, which never render the first screen through main.tsx.
let isFirstScreen = false;

/** Renders the app's first screen (main.tsx); parts that wait for the first paint see it. */
export function renderFirstScreen(render: () => void): void {
  isFirstScreen = true;
  try {
    render();
  } finally {
    // a render that finishes in a later task (a deferred commit) still belongs to the first screen
    setTimeout(() => {
      isFirstScreen = false;
    }, 0);
  }
}

/**
 * False while the first screen paints when the component is part of it, then true from a task of
 * its own after that paint; true at once everywhere else.
 */
export function useAfterFirstPaint(): boolean {
  const [isReady, setIsReady] = useState(() => !isFirstScreen);
  useEffect(() => {
    if (isReady) return;
    // effects run once the frame is painted; each part then mounts in its own task
    const timer = setTimeout(() => setIsReady(true), 0);
    return () => clearTimeout(timer);
  }, [isReady]);
  return isReady;
}

/** `children` after the first paint (see useAfterFirstPaint); `fallback` until then. */
export function AfterFirstPaint({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return <>{useAfterFirstPaint() ? children : fallback}</>;
}
