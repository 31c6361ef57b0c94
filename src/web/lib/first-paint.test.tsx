import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFramesPainted,
  AfterFirstPaint,
  PAINT_WAIT_LATEST_MS,
  renderFirstScreen,
  SCREEN_WAIT_LATEST_MS,
  screensSettled,
  trackDownload,
} from './first-paint';

// The first screen renders in steps; parts that wait for its paint mount a task later.

function Screen() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <h1>Hungry after the show?</h1>
      <AfterFirstPaint fallback={<p>Bar loading</p>}>
        <p>Bottom bar</p>
      </AfterFirstPaint>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen ? (
        <AfterFirstPaint>
          <p>Opened later</p>
        </AfterFirstPaint>
      ) : null}
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AfterFirstPaint', () => {
  it('renders at once outside the first screen (later pages, dialogs, component tests)', () => {
    render(<Screen />);
    expect(screen.getByText('Bottom bar')).toBeTruthy();
    expect(screen.queryByText('Bar loading')).toBeNull();
  });

  it('on the first screen, shows the fallback in the first render and the part a task later', async () => {
    vi.useFakeTimers();
    renderFirstScreen(() => {
      render(<Screen />);
    });
    expect(screen.getByRole('heading', { name: 'Hungry after the show?' })).toBeTruthy();
    expect(screen.getByText('Bar loading')).toBeTruthy();
    expect(screen.queryByText('Bottom bar')).toBeNull();

    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('Bottom bar')).toBeTruthy();
    expect(screen.queryByText('Bar loading')).toBeNull();

    // the first screen is over: a part mounted now renders in the same render
    act(() => {
      screen.getByRole('button', { name: 'Open' }).click();
    });
    expect(screen.getByText('Opened later')).toBeTruthy();
  });
});

describe('screensSettled', () => {
  it('resolves at once when no screen waits for its code', async () => {
    let isSettled = false;
    void screensSettled().then(() => (isSettled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(isSettled).toBe(true);
  });

  it('waits for the code a screen asked for, and for that screen to paint', async () => {
    vi.useFakeTimers();
    let arrive: () => void = () => undefined;
    void trackDownload(new Promise<void>((resolve) => (arrive = resolve)));
    let isSettled = false;
    void screensSettled().then(() => (isSettled = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(isSettled).toBe(false);
    arrive();
    await vi.advanceTimersByTimeAsync(250);
    expect(isSettled).toBe(true);
    // the 5 s cap was called off when the code came
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not wait longer than SCREEN_WAIT_LATEST_MS for code that never arrives', async () => {
    vi.useFakeTimers();
    void trackDownload(new Promise<void>(() => undefined));
    let isSettled = false;
    void screensSettled().then(() => (isSettled = true));
    await vi.advanceTimersByTimeAsync(SCREEN_WAIT_LATEST_MS - 1);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(250);
    expect(isSettled).toBe(true);
  });
});

describe('afterFramesPainted', () => {
  it('resolves in a task after the next painted frame, or the one after that', async () => {
    vi.useFakeTimers();
    const settled: string[] = [];
    void afterFramesPainted(1).then(() => settled.push('one'));
    void afterFramesPainted(2).then(() => settled.push('two'));
    vi.advanceTimersToNextFrame();
    expect(settled).toEqual([]); // still inside the frame: it has not painted yet
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['one']);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['one', 'two']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves after PAINT_WAIT_LATEST_MS when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    const noFrames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      let isSettled = false;
      void afterFramesPainted(2).then(() => (isSettled = true));
      await vi.advanceTimersByTimeAsync(PAINT_WAIT_LATEST_MS - 1);
      expect(isSettled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(isSettled).toBe(true);
    } finally {
      noFrames.mockRestore();
    }
  });
});
