import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredPart, lazyWithRetry } from './lazy-part';

// A part of a screen loads after the screen; it shows its fallback while it loads and
// when its download failed, and loads once the connection comes back.

function Sheet() {
  return <p>Quick order sheet</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Count {count}</button>;
}

describe('DeferredPart', () => {
  it('shows the fallback while the code downloads, then the part', async () => {
    const Part = lazyWithRetry(() => Promise.resolve(Sheet));
    render(
      <DeferredPart fallback={<p>Bell</p>}>
        <Part />
      </DeferredPart>,
    );
    expect(screen.getByText('Bell')).toBeTruthy();
    expect(await screen.findByText('Quick order sheet')).toBeTruthy();
    expect(screen.queryByText('Bell')).toBeNull();
  });

  it('asks for the code after the render that shows the part, not inside it', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet));
    const Part = lazyWithRetry(load);
    render(
      <DeferredPart fallback={<p>Bell</p>}>
        <Part />
      </DeferredPart>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('Quick order sheet')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload asks for the code before the part renders, once', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet));
    const Part = lazyWithRetry(load);
    Part.preload();
    Part.preload();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(
      <DeferredPart fallback={<p>Bell</p>}>
        <Part />
      </DeferredPart>,
    );
    expect(await screen.findByText('Quick order sheet')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a part whose code has arrived at once, never its fallback, and keeps its state', async () => {
    let arrived!: () => void;
    const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
    const Part = lazyWithRetry(() => Promise.resolve(Counter).finally(arrived));
    Part.preload();
    await act(() => hasArrived);
    const { rerender } = render(
      <Suspense fallback={<p>Loading...</p>}>
        <Part />
      </Suspense>,
    );
    // in the first render: no loading screen in between
    expect(screen.getByRole('button', { name: 'Count 0' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    act(() => screen.getByRole('button').click());
    rerender(
      <Suspense fallback={<p>Loading...</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeTruthy();
  });

  it('a part first shown while its code downloads stays mounted once the code has arrived', async () => {
    const Part = lazyWithRetry(() => Promise.resolve(Counter));
    const { rerender } = render(
      <Suspense fallback={<p>Loading...</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Count 0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeTruthy();
    rerender(
      <Suspense fallback={<p>Loading...</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeTruthy();
  });

  it('keeps the fallback when the download fails, and loads it when back online', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    let isDown = true;
    const load = vi.fn(() =>
      isDown
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(Sheet),
    );
    const Part = lazyWithRetry(load);
    render(
      <DeferredPart fallback={<p>Bell</p>}>
        <Part />
      </DeferredPart>,
    );
    // the code is asked for in the task after the render, then its failure lands
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Bell')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    isDown = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Quick order sheet')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
