import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerSocketMessage } from '../../contract/notifications';
import type { EventBus } from '../realtime/bus';

// issue 14, Reads: a public list is read and serialised once per change, not once per request.
// Each answer is kept as its JSON bytes (and their brotli and gzip copies) with a strong ETag;
// the live-event bus tells every instance when a vendor, a menu or an event changed, and each one
// drops its copies. An answer that depends on the time (an event's status) also carries the moment
// it would change, and is read again from then on. See docs/performance.md, "Public reads".

/** API answers at least this large are compressed when the client accepts it. */
export const API_COMPRESSION_MIN_BYTES = 1024;

/**
 * A write the bus never hears of (an operator's SQL, another instance moving the demo show at its
 * start) shows within this long at most; every change made through the API shows at once.
 */
export const SERIALISED_READ_MAX_AGE_MS = 60_000;

export const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';

/** What a read loads, and when the answer would change by itself (null: only when data changes). */
export type Loaded = { value: unknown; changesAt?: Date | null };

type Answer = {
  identity: Buffer;
  etag: string;
  br: Buffer | null;
  gzip: Buffer | null;
  expiresAt: number;
};

type Encoding = 'br' | 'gzip' | 'identity';

export type SerialisedReadsOptions = {
  bus: EventBus;
  /** The socket messages after which every kept answer is dropped. */
  invalidatedBy: readonly ServerSocketMessage['type'][];
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  maxAgeMs?: number;
};

/**
 * One kept read: its cache key from the route's parameters, the loader, and the serialiser that
 * turns what it loads into the answer's bytes. Defined once per route, so a request allocates no
 * closures.
 */
export type KeptRead<Params> = {
  key: (params: Params) => string;
  load: (now: Date, params: Params) => Promise<Loaded>;
  serialise: (value: unknown) => string;
};

export type SerialisedReads = {
  /**
   * Sends the kept answer (304 when the client holds it), loading and serialising it first when
   * there is none or it expired. A load that fails (a 404) is sent as an error and never kept.
   * Synchronous when the answer is kept: no promise on the hot path.
   */
  send: <Params>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: KeptRead<Params>,
    params: Params,
  ) => void;
  /** Drops every kept answer (also done by the bus messages named in `invalidatedBy`). */
  clear: () => void;
  /** Stops listening to the bus. */
  close: () => void;
};

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Compressed once per change, so the strongest settings cost nothing per request. */
async function encode(identity: Buffer): Promise<Pick<Answer, 'br' | 'gzip'>> {
  if (identity.length < API_COMPRESSION_MIN_BYTES) return { br: null, gzip: null };
  const [br, gzipped] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gzipped };
}

/** The client's preferred encoding among ours (brotli first, as @fastify/compress chooses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let hasGzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    const name = rawName.trim().toLowerCase();
    const quality = parameters.map((entry) => entry.trim()).find((entry) => entry.startsWith('q='));
    if (quality !== undefined && Number(quality.slice(2)) <= 0) continue;
    if (name === 'br' || name === '*') return 'br';
    if (name === 'gzip') hasGzip = true;
  }
  return hasGzip ? 'gzip' : 'identity';
}

/** RFC 9110 13.1.2: If-None-Match holds a list of entity tags (weak ones compare too) or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.header('ETag', answer.etag);
  reply.header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  reply.header('Vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag))
    return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.br ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity') return reply.send(answer.identity);
  reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? answer.br : answer.gzip);
}

export function createSerialisedReads(options: SerialisedReadsOptions): SerialisedReads {
  const now = options.now ?? (() => Date.now());
  const maxAgeMs = options.maxAgeMs ?? SERIALISED_READ_MAX_AGE_MS;
  const answers = new Map<string, Answer>();
  // one load per key at a time: a rush of requests on a cold key reads the database once
  const loading = new Map<string, Promise<Answer>>();
  // a load that began before a change must not keep what it read
  let generation = 0;

  const clear = () => {
    generation += 1;
    answers.clear();
    loading.clear();
  };
  const unsubscribe = options.bus.subscribe((event) => {
    if (options.invalidatedBy.includes(event.message.type)) clear();
  });

  async function load<Params>(key: string, read: KeptRead<Params>, params: Params) {
    const startedIn = generation;
    const startedAt = now();
    const loaded = await read.load(new Date(startedAt), params);
    const identity = Buffer.from(read.serialise(loaded.value));
    const answer: Answer = {
      identity,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      ...(await encode(identity)),
      expiresAt: Math.min(startedAt + maxAgeMs, loaded.changesAt?.getTime() ?? Infinity),
    };
    if (startedIn === generation) answers.set(key, answer);
    return answer;
  }

  function loadOnce<Params>(key: string, read: KeptRead<Params>, params: Params) {
    const pending = loading.get(key);
    if (pending) return pending;
    const started = load(key, read, params);
    loading.set(key, started);
    const forget = () => {
      if (loading.get(key) === started) loading.delete(key);
    };
    void started.then(forget, forget);
    return started;
  }

  return {
    clear,
    close: unsubscribe,
    send: (request, reply, read, params) => {
      const key = read.key(params);
      const kept = answers.get(key);
      if (kept && kept.expiresAt > now()) {
        sendAnswer(request, reply, kept);
        return;
      }
      void loadOnce(key, read, params).then(
        (answer) => sendAnswer(request, reply, answer),
        (error: unknown) => reply.send(error),
      );
    },
  };
}
