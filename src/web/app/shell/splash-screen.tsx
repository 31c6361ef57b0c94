import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { SPLASH_SEEN_KEY } from '../../lib/storage';
import { BrandMark } from '../layout/brand';

// accounts spec 2.1: on first start a splash shows for 2.5 s with the tagline.
export const SPLASH_DURATION_MS = 2500;
export const TAGLINE = 'Your post-show meal, solved.';
/** index.html's copy of the splash, painted with the page before the script runs. */
export const BOOT_SPLASH_ID = 'boot-splash';

function hasSeenSplash(): boolean {
  try {
    return localStorage.getItem(SPLASH_SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

/** How long the splash has been on screen: since the first paint, when index.html's copy showed. */
function splashShownForMs(): number {
  if (!document.getElementById(BOOT_SPLASH_ID)) return 0;
  const firstPaint = performance.getEntriesByName?.('first-contentful-paint')[0];
  return firstPaint ? Math.max(0, performance.now() - firstPaint.startTime) : 0;
}

export function SplashGate({ children }: { children: ReactNode }) {
  const [isShowing, setIsShowing] = useState(() => !hasSeenSplash());
  const [shownForMs] = useState(splashShownForMs);
  // the app's own splash (first start) or the app itself takes the place of index.html's copy in
  // the same frame; on later starts that copy was the launch screen while the script loaded
  useLayoutEffect(() => document.getElementById(BOOT_SPLASH_ID)?.remove(), []);
  useEffect(() => {
    if (!isShowing) return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(SPLASH_SEEN_KEY, '1');
      } catch {
        // storage disabled: the splash simply shows again next time
      }
      setIsShowing(false);
    }, SPLASH_DURATION_MS - shownForMs);
    return () => clearTimeout(timer);
  }, [isShowing, shownForMs]);
  return (
    <>
      {/* the app loads underneath so the splash never adds to the wait */}
      <div aria-hidden={isShowing || undefined}>{children}</div>
      {isShowing ? <SplashScreen /> : null}
    </>
  );
}

export function SplashScreen() {
  return (
    <div
      role="status"
      aria-label="CurtainCall"
      className="fixed inset-0 z-[200] flex flex-col items-center justify-center gap-5 bg-[#0b0b12] text-white"
    >
      <div className="absolute inset-x-0 top-0 h-24 bg-gradient-to-b from-rose-700/60 to-transparent" />
      <BrandMark className="size-20 animate-[pulse_1.6s_ease-in-out_infinite]" />
      <p className="text-3xl font-extrabold tracking-tight">CurtainCall</p>
      <p className="text-lg text-amber-300">{TAGLINE}</p>
    </div>
  );
}

export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background"
    >
      <BrandMark className="size-14" />
      <p className="text-xl font-bold">CurtainCall</p>
      <p className="text-muted-foreground">Loading...</p>
    </div>
  );
}
