import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, ScreenErrorBoundary } from './screen-error-boundary';

// A screen whose code fails to download shows an error screen with Retry, and loads by
// itself when the connection returns.

function Orders() {
  return <h1>Your Orders</h1>;
}

/** A lazy screen whose download fails until `network.restore()`, like a chunk asked for offline. */
function screenFailingOffline() {
  let isDown = true;
  const load = vi.fn(() =>
    isDown
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(Orders),
  );
  return { load, Screen: lazyScreen(load), network: { restore: () => (isDown = false) } };
}

function renderScreen(Screen: ComponentType, location = '/orders') {
  const ui = (path: string) => (
    <ScreenErrorBoundary location={path}>
      <Suspense fallback={<p>Loading...</p>}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
  const view = render(ui(location));
  return { navigate: (path: string) => view.rerender(ui(path)) };
}

describe('a screen that fails to download', () => {
  // React reports the error it caught; that report is expected here
  const expectCaughtError = () => vi.mocked(console.error).mockImplementation(() => undefined);

  it('shows the error screen with Retry, and Retry downloads it again', async () => {
    expectCaughtError();
    const { load, Screen, network } = screenFailingOffline();
    renderScreen(Screen);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This screen could not be loaded');
    const failedAttempts = load.mock.calls.length;
    network.restore();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedAttempts + 1);
  });

  it('says the device is offline and recovers by itself when the connection returns', async () => {
    expectCaughtError();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { Screen, network } = screenFailingOffline();
    renderScreen(Screen);
    expect((await screen.findByRole('alert')).textContent).toContain("You're offline");
    onLine.mockReturnValue(true);
    network.restore();
    fireEvent(window, new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    onLine.mockRestore();
  });

  it('tries again when the visitor goes to another screen', async () => {
    expectCaughtError();
    const { Screen, network } = screenFailingOffline();
    const { navigate } = renderScreen(Screen);
    await screen.findByRole('alert');
    network.restore();
    navigate('/guide');
    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeTruthy();
  });
});
