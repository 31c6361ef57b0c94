import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import INDEX_HTML from '../../index.html?raw';
import { SPLASH_SEEN_KEY } from '../../lib/storage';
import { BOOT_SPLASH_ID, SPLASH_DURATION_MS, SplashGate, SplashScreen } from './splash-screen';

/** index.html's splash, as the browser parses it, without the indentation between tags. */
function bootSplashMarkup(): string {
  const page = new DOMParser().parseFromString(INDEX_HTML, 'text/html');
  const boot = page.getElementById(BOOT_SPLASH_ID);
  if (!boot) throw new Error(`#${BOOT_SPLASH_ID} missing from index.html`);
  return boot.innerHTML.replace(/>\s+</g, '><').trim();
}

/** Puts index.html's splash on the page, as it is when the script starts. */
function paintBootSplash() {
  const boot = document.createElement('div');
  boot.id = BOOT_SPLASH_ID;
  boot.innerHTML = bootSplashMarkup();
  document.body.append(boot);
}

afterEach(() => document.getElementById(BOOT_SPLASH_ID)?.remove());

describe('splash (accounts spec 2.1)', () => {
  it('index.html paints the very splash the app renders, before the script runs', () => {
    expect(bootSplashMarkup()).toBe(renderToStaticMarkup(<SplashScreen />));
  });

  it('on later starts the app takes the place of the page-load copy on its first render', () => {
    localStorage.setItem(SPLASH_SEEN_KEY, '1');
    paintBootSplash();
    render(<SplashGate>Home</SplashGate>);
    expect(document.getElementById(BOOT_SPLASH_ID)).toBeNull();
    expect(screen.queryByRole('status', { name: 'CurtainCall' })).toBeNull();
    expect(screen.getByText('Home')).toBeTruthy();
  });

  it('on first start shows 2.5 s counted from the first paint, with the app hidden under it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // the page painted its copy of the splash a second before the script ran
    // a fixed clock: a busy machine's real time between the lines must not count as shown time
    const paintedAt = 5_000;
    vi.stubGlobal('performance', {
      now: () => paintedAt + 1000,
      getEntriesByName: (name: string) =>
        name === 'first-contentful-paint' ? [{ name, startTime: paintedAt }] : [],
    });
    paintBootSplash();
    render(<SplashGate>Home</SplashGate>);
    expect(document.getElementById(BOOT_SPLASH_ID)).toBeNull();
    expect(screen.getAllByRole('status', { name: 'CurtainCall' })).toHaveLength(1);
    expect(screen.getByText('Home').closest('[aria-hidden]')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(SPLASH_DURATION_MS - 1000 - 50);
    });
    expect(screen.getByRole('status', { name: 'CurtainCall' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('status', { name: 'CurtainCall' })).toBeNull();
    expect(screen.getByText('Home').closest('[aria-hidden]')).toBeNull();
    expect(localStorage.getItem(SPLASH_SEEN_KEY)).toBe('1');
  });

  it('without the page-load copy, shows the full 2.5 s', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<SplashGate>Home</SplashGate>);
    act(() => {
      vi.advanceTimersByTime(SPLASH_DURATION_MS - 50);
    });
    expect(screen.getByRole('status', { name: 'CurtainCall' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('status', { name: 'CurtainCall' })).toBeNull();
  });
});
