import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * What the proxy does to traffic in the fault scripts: forward it, refuse connections (the
 * port is closed and open connections are reset), or blackhole it (connections are accepted and
 * kept, but nothing passes in either direction until `forward` again, as in a network partition).
 */
export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

export type TcpProxy = {
  port: number;
  /** `host:port` for a connection URL. */
  address: string;
  setMode: (mode: ProxyMode) => Promise<void>;
  close: () => Promise<void>;
};

type Pair = { client: Socket; upstream: Socket };

/** A local TCP proxy in front of `target` (PostgreSQL or Redis) that tests can switch. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();
  const setFlowing = (pair: Pair, flowing: boolean) => {
    for (const socket of [pair.client, pair.upstream]) {
      if (flowing) socket.resume();
      else socket.pause();
    }
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    setFlowing(pair, mode === 'forward');
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    port,
    address: `127.0.0.1:${port}`,
    setMode: async (next) => {
      if (next === 'refuse') {
        const closing = stopListening();
        for (const pair of pairs) {
          pair.client.resetAndDestroy();
          pair.upstream.destroy();
        }
        await closing;
      } else if (!server.listening) {
        await listen(port);
      }
      mode = next;
      for (const pair of pairs) setFlowing(pair, mode === 'forward');
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await stopListening();
    },
  };
}
