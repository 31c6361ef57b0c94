import { useEffect, useState, type ReactNode } from 'react';

// The app's first screen is rendered in steps. The first render holds what the screen
// is about (the header, the page's heading and first controls) and paints; the parts marked with
// `useAfterFirstPaint` (overlays, code loaded on demand, the bottom bar) mount after that paint,
// each in a task of its own, so no single task of the start holds the whole screen on a phone's
// slow CPU. Only the first screen is split: a part mounted later (another page, a dialog) renders
// at once, as do component tests, which never render the first screen through main.tsx.
let isFirstScreen = false;

/**
 * Whether the app's reads are in flight (main.tsx passes the query client's count), which the
 * first screen's parts that can wait wait for (see screenShown).
 */
let isReading: () => boolean = () => false;
// set when the first screen renders: resolves once that screen is shown (screenShown)
let firstScreenShown: Promise<void> | null = null;
let isFirstScreenShown = false;

/** Renders the app's first screen (main.tsx); parts that wait for the first paint see it. */
export function renderFirstScreen(
  render: () => void,
  { reading }: { reading?: () => boolean } = {},
): void {
  isFirstScreen = true;
  if (reading) isReading = reading;
  firstScreenShown = waitForFirstScreen().then(() => {
    isFirstScreenShown = true;
  });
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

/**
 * The first screen is shown: its code is in (screensSettled), its reads have answered, and it
 * has painted them. Capped at SCREEN_WAIT_LATEST_MS, so a read that hangs holds nothing back.
 */
async function waitForFirstScreen(): Promise<void> {
  const latest = performance.now() + SCREEN_WAIT_LATEST_MS;
  // the screen renders and starts its reads first
  await afterFramesPainted(1);
  await screensSettled();
  while (isReading() && performance.now() < latest) await afterFramesPainted(1);
  await afterFramesPainted(2);
  // a frame's callbacks run before the browser has shown it: wait until it is idle after that
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: PAINT_WAIT_LATEST_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the app's first screen is shown with what it read (at once when the
 * first screen was shown, and in component tests, which never render it through main.tsx). Reads
 * the person did not ask for wait for it: the notification count, the app's status (with zod) and
 * the offline prefetch. So the screen's own code and reads have the signal to themselves, and on a
 * phone's slow CPU its content paints before that work runs. The overlays' code, the socket and
 * the connection's first check do not wait (docs/architecture.md, "The first paint").
 */
export function screenShown(): Promise<void> {
  return firstScreenShown ?? Promise.resolve();
}

/** True once the first screen is shown (see screenShown); true at once after that and in tests. */
export function useScreenShown(): boolean {
  const [isShown, setIsShown] = useState(() => firstScreenShown === null || isFirstScreenShown);
  useEffect(() => {
    if (isShown) return;
    let isMounted = true;
    void screenShown().then(() => {
      if (isMounted) setIsShown(true);
    });
    return () => {
      isMounted = false;
    };
  }, [isShown]);
  return isShown;
}
