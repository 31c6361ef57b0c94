import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredPart, lazyWithRetry } from './lazy-part';

// A part of a screen loads after the screen; it shows its fallback while it loads and
// when its download failed, and loads once the connection comes back.

function Sheet() {
  return <p>Quick order sheet</p>;
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
