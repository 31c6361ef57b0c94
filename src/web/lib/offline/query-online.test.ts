import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api';
import { checkConnection, HEALTH_URL, markOffline, resetConnectionState } from './connection';
import { followConnectionInQueries } from './query-online';

let browserOnline = true;
let onLine: { mockRestore(): void } | undefined;

beforeEach(() => {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === HEALTH_URL ? new Response('ok') : Response.json({ url }),
    ),
  );
});
afterEach(() => {
  onLine?.mockRestore();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** A screen's read that fails until `isServerReachable` says otherwise. */
function watchedRead() {
  const state = { isServerReachable: false, calls: 0 };
  const client = createQueryClient();
  // as QueryClientProvider does: the client hears the connection's changes
  client.mount();
  const observer = new QueryObserver(client, {
    queryKey: ['/api/vendors/3'],
    queryFn: async () => {
      state.calls += 1;
      if (!state.isServerReachable) throw new Error("You're offline.");
      return { id: 3 };
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const stop = () => {
    unsubscribe();
    client.unmount();
  };
  return { state, observer, stop };
}

describe('screens read again when the connection returns', () => {
  it('on a page opened with no signal', async () => {
    browserOnline = false;
    resetConnectionState();
    const stopFollowing = followConnectionInQueries();
    expect(onlineManager.isOnline()).toBe(false);
    const read = watchedRead();
    await vi.waitFor(() => expect(read.observer.getCurrentResult().isError).toBe(true));

    browserOnline = true;
    read.state.isServerReachable = true;
    await checkConnection();
    await vi.waitFor(() => expect(read.observer.getCurrentResult().data).toEqual({ id: 3 }));
    expect(read.state.calls).toBe(2);
    read.stop();
    stopFollowing();
  });

  it('on a page that lost its signal after opening', async () => {
    browserOnline = true;
    resetConnectionState();
    const stopFollowing = followConnectionInQueries();
    expect(onlineManager.isOnline()).toBe(true);
    browserOnline = false;
    markOffline();
    expect(onlineManager.isOnline()).toBe(false);
    const read = watchedRead();
    await vi.waitFor(() => expect(read.observer.getCurrentResult().isError).toBe(true));

    browserOnline = true;
    read.state.isServerReachable = true;
    await checkConnection();
    await vi.waitFor(() => expect(read.observer.getCurrentResult().data).toEqual({ id: 3 }));
    read.stop();
    stopFollowing();
  });
});
