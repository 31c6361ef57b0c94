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

// Code the screens asked for and are waiting on (lazyWithRetry's downloads).
const downloads = new Set<Promise<unknown>>();

/** Counts `download` as code a screen waits for until it settles (see screensSettled). */
export function trackDownload<T>(download: Promise<T>): Promise<T> {
  downloads.add(download);
  const forget = () => downloads.delete(download);
  download.then(forget, forget);
  return download;
}

/** The longest screensSettled waits for code that does not arrive. */
export const SCREEN_WAIT_LATEST_MS = 5000;
/** When no frame comes (a hidden tab, which paints none), a wait for a painted frame ends after this long. */
export const PAINT_WAIT_LATEST_MS = 200;

/**
 * Resolves in a task after `frames` more frames were painted (the first frame's callbacks run
 * before it paints, so one frame is the next paint), or after `latestMs` when none come.
 */
export function afterFramesPainted(frames: 1 | 2, latestMs = PAINT_WAIT_LATEST_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const latest = setTimeout(resolve, latestMs);
    const painted = () =>
      setTimeout(() => {
        clearTimeout(latest);
        resolve();
      }, 0);
    requestAnimationFrame(frames === 1 ? painted : () => requestAnimationFrame(painted));
  });
}

/**
 * Resolves at once when no screen is waiting for its code; otherwise once that code is in and the
 * screen it belongs to has painted, so the screen's own reads have started by then. Work that can
 * wait (the offline prefetch) goes after what the person opened.
 */
export async function screensSettled(): Promise<void> {
  if (downloads.size === 0) return;
  const allIn = async () => {
    while (downloads.size > 0) await Promise.allSettled([...downloads]);
  };
  // a download that hangs on a dead link holds nothing back for longer than this
  let cap: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    allIn(),
    new Promise((resolve) => {
      cap = setTimeout(resolve, SCREEN_WAIT_LATEST_MS);
    }),
  ]);
  clearTimeout(cap);
  await afterFramesPainted(2);
}
