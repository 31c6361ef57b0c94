import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderFirstScreen,
  SCREEN_WAIT_LATEST_MS,
  screenShown,
  trackDownload,
  useScreenShown,
} from './first-paint';

// What the person did not open (overlays' code, the socket, the counts, the offline
// prefetch) waits until the first screen is shown with what it read. The tests run in this
// order: the module's first screen is rendered from the second test on.

function Probe() {
  return <p>{useScreenShown() ? 'shown' : 'waiting'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('screenShown', () => {
  it('is true at once where the first screen is never rendered (component tests)', async () => {
    render(<Probe />);
    expect(screen.getByText('shown')).toBeTruthy();
    let isShown = false;
    void screenShown().then(() => (isShown = true));
    await Promise.resolve();
    expect(isShown).toBe(true);
  });

  it('waits for the first screen’s code, then its reads, then its paint', async () => {
    vi.useFakeTimers();
    let arrive: () => void = () => undefined;
    void trackDownload(new Promise<void>((resolve) => (arrive = resolve)));
    let isReading = true;
    renderFirstScreen(
      () => {
        render(<Probe />);
      },
      { reading: () => isReading },
    );
    let isShown = false;
    void screenShown().then(() => (isShown = true));
    expect(screen.getByText('waiting')).toBeTruthy();

    // the screen's code is still on its way
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(isShown).toBe(false);
    // the code is in, its reads are not answered yet
    arrive();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(isShown).toBe(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    // the reads answered: shown once two more frames painted and the browser is idle
    isReading = false;
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(isShown).toBe(true);
    expect(screen.getByText('shown')).toBeTruthy();

    // later parts (another page, a dialog) see it at once
    render(<Probe />);
    expect(screen.getAllByText('shown')).toHaveLength(2);
  });

  it('does not wait longer than SCREEN_WAIT_LATEST_MS for a read that never answers', async () => {
    vi.useFakeTimers();
    renderFirstScreen(
      () => {
        render(<Probe />);
      },
      { reading: () => true },
    );
    let isShown = false;
    void screenShown().then(() => (isShown = true));
    await act(() => vi.advanceTimersByTimeAsync(SCREEN_WAIT_LATEST_MS - 100));
    expect(isShown).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(isShown).toBe(true);
  });
});
