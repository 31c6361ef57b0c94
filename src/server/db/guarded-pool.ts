import pg from 'pg';

export type DatabaseTimeouts = {
  /** Opening a connection, and waiting for a free one when the pool is busy. */
  connectMs: number;
  /**
   * The server's statement_timeout; the client gives up on a query that gets no answer at all (a
   * frozen connection) a second later and drops that connection.
   */
  statementMs: number;
  /** How long shutdown waits for the pool to end before destroying the remaining sockets. */
  closeMs: number;
};

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3000,
  statementMs: 5000,
  closeMs: 3000,
};

/** pg's message when query_timeout passes without an answer. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

type GuardedClient = pg.PoolClient;

function destroySocket(client: GuardedClient) {
  // typed as always there; absent on a client that never connected
  (client.connection as Partial<typeof client.connection> | undefined)?.stream?.destroy();
}

/**
 * pg leaves a connection whose query timed out checked out and busy, and drizzle's transaction
 * never releases a client whose `begin` failed: with frozen connections the pool fills up with
 * dead clients and stays full long after the database is back. A guarded client
 * hands itself back to the pool with the error (so the pool drops it) and closes its socket when a
 * query gets no answer; its `release` becomes idempotent so the caller's own later release is a
 * no-op instead of pg-pool's double-release error.
 */
function guardClient(client: GuardedClient) {
  let poolRelease: ((error?: Error | boolean) => void) | undefined;
  let isCheckedOut = false;
  const release = (error?: Error | boolean) => {
    if (!isCheckedOut) return;
    isCheckedOut = false;
    poolRelease?.(error);
  };
  // pg-pool assigns `client.release` on every checkout
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    set: (value: (error?: Error | boolean) => void) => {
      poolRelease = value;
      isCheckedOut = true;
    },
  });
  const dropIfUnanswered = (error: unknown) => {
    if (!(error instanceof Error) || error.message !== QUERY_READ_TIMEOUT) return;
    release(error);
    destroySocket(client);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guardedQuery = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        dropIfUnanswered(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      return result.catch((error: unknown) => {
        dropIfUnanswered(error);
        throw error;
      });
    return result;
  };
  Object.assign(client, { query: guardedQuery });
}

/**
 * A PostgreSQL pool that fails fast instead of hanging: connect and wait time-outs, a
 * statement time-out on the server and a read time-out on the client, TCP keepalive, and a close
 * that finishes even when connections are frozen.
 */
export function createGuardedPool(options: {
  url: string;
  max: number;
  timeouts: Partial<DatabaseTimeouts>;
}): { pool: pg.Pool; forceClose: () => Promise<void> } {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1000,
    // a transaction left open by a frozen client must not hold its row locks for long
    idle_in_transaction_session_timeout: Math.max(10_000, 2 * timeouts.statementMs),
  });
  const clients = new Set<GuardedClient>();
  pool.on('connect', (client) => {
    clients.add(client);
    guardClient(client);
  });
  pool.on('remove', (client) => clients.delete(client));
  const forceClose = async () => {
    const ended = pool.end();
    const wait = (ms: number) =>
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());
    if ((await Promise.race([ended, wait(timeouts.closeMs)])) !== 'timeout') return;
    for (const client of clients) destroySocket(client);
    await Promise.race([ended, wait(1000)]);
  };
  return { pool, forceClose };
}
