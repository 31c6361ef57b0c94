import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerSocketMessage } from '../../contract/notifications';
import type { EventBus } from '../realtime/bus';

// Reads: a public list is read and serialised once per change, not once per request.
// Each answer is cached as its JSON bytes (and their brotli and gzip copies) with a strong ETag;
// the live-event bus tells every instance when a vendor, a menu or an event changed, and each one
// drops its copies. An answer that depends on the time (an event's status) also carries the moment
// it would change, and is read again from then on. See docs/performance.md, "Public reads".
//
// A cached answer is sent from Fastify's route (the first request, or any other spelling of its URL)
// and, once cached, straight from the HTTP server's request listener for its exact URL
// (`answerDirectly`, before Fastify's routing, hooks and per-request logger), with the very headers
// the route sends: a public read needs no session, no origin check and no body or query checks.

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

/**
 * One cached read: the URL its answer is cached under (the route's canonical spelling for these
 * parameters), the loader, and the serialiser that turns what it loads into the answer's bytes.
 * Defined once per route, so a request allocates no closures.
 */
export type CachedRead<Params> = {
  url: (params: Params) => string;
  load: (now: Date, params: Params) => Promise<Loaded>;
  serialise: (value: unknown) => string;
};

type Variant = { body: Buffer; headers: OutgoingHttpHeaders };

type Answer = {
  etag: string;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
  notModified: OutgoingHttpHeaders;
  expiresAt: number;
};

type Encoding = 'br' | 'gzip' | 'identity';

export type SerialisedReadsOptions = {
  /** The socket messages after which every cached answer is dropped. */
  invalidatedBy: readonly ServerSocketMessage['type'][];
  /** Headers every answer carries (the security headers), sent as they are by `answerDirectly`. */
  commonHeaders: readonly (readonly [string, string])[];
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  maxAgeMs?: number;
};

export type SerialisedReads = {
  /**
   * Sends the cached answer (304 when the client holds it), loading and serialising it first when
   * there is none or it expired. A load that fails (a 404) is sent as an error and never cached.
   * Synchronous when the answer is cached: no promise on the hot path.
   */
  send: <Params>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: CachedRead<Params>,
    params: Params,
  ) => void;
  /**
   * For the HTTP server's request listener: answers a GET of a cached URL and returns true, or
   * returns false (nothing written) for Fastify to handle the request.
   */
  answerDirectly: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Drops cached answers when the bus says a vendor, a menu or an event changed; returns the stop. */
  follow: (bus: EventBus) => () => void;
  /** Drops every cached answer. */
  clear: () => void;
  /** The cached answer's bytes (uncompressed) of a URL, if cached and not expired. */
  cachedBody: (url: string) => Buffer | undefined;
};

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Compressed once per change, so the strongest settings cost nothing per request. */
async function compress(identity: Buffer): Promise<{ br: Buffer | null; gzip: Buffer | null }> {
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

/** Every header of every variant, worked out once per change. */
async function buildAnswer(
  identity: Buffer,
  commonHeaders: SerialisedReadsOptions['commonHeaders'],
  expiresAt: number,
): Promise<Answer> {
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const notModified: OutgoingHttpHeaders = {
    ...Object.fromEntries(commonHeaders),
    etag,
    'cache-control': PUBLIC_READ_CACHE_CONTROL,
    vary: 'accept-encoding',
  };
  const variant = (body: Buffer, encoding: Encoding): Variant => ({
    body,
    headers: {
      ...notModified,
      'content-type': 'application/json; charset=utf-8',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(body.length),
    },
  });
  const compressed = await compress(identity);
  return {
    etag,
    identity: variant(identity, 'identity'),
    br: compressed.br && variant(compressed.br, 'br'),
    gzip: compressed.gzip && variant(compressed.gzip, 'gzip'),
    notModified,
    expiresAt,
  };
}

/** The variant to send, or null when the client's copy is current (304). */
function pick(answer: Answer, headers: IncomingMessage['headers']): Variant | null {
  if (matchesEtag(headers['if-none-match'], answer.etag)) return null;
  if (!answer.br) return answer.identity;
  const encoding = chooseEncoding(headers['accept-encoding']);
  if (encoding === 'br') return answer.br;
  return encoding === 'gzip' ? (answer.gzip ?? answer.identity) : answer.identity;
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const variant = pick(answer, request.headers);
  if (!variant) return reply.code(304).headers(answer.notModified).send();
  return reply.headers(variant.headers).send(variant.body);
}

export function createSerialisedReads(options: SerialisedReadsOptions): SerialisedReads {
  const now = options.now ?? (() => Date.now());
  const maxAgeMs = options.maxAgeMs ?? SERIALISED_READ_MAX_AGE_MS;
  const answers = new Map<string, Answer>();
  // one load per URL at a time: a rush of requests on a cold URL reads the database once
  const loading = new Map<string, Promise<Answer>>();
  // a load that began before a change must not keep what it read
  let generation = 0;

  const clear = () => {
    generation += 1;
    answers.clear();
    loading.clear();
  };

  async function load<Params>(url: string, read: CachedRead<Params>, params: Params) {
    const startedIn = generation;
    const startedAt = now();
    const loaded = await read.load(new Date(startedAt), params);
    const answer = await buildAnswer(
      Buffer.from(read.serialise(loaded.value)),
      options.commonHeaders,
      Math.min(startedAt + maxAgeMs, loaded.changesAt?.getTime() ?? Infinity),
    );
    if (startedIn === generation) answers.set(url, answer);
    return answer;
  }

  function loadOnce<Params>(url: string, read: CachedRead<Params>, params: Params) {
    const pending = loading.get(url);
    if (pending) return pending;
    const started = load(url, read, params);
    loading.set(url, started);
    const forget = () => {
      if (loading.get(url) === started) loading.delete(url);
    };
    void started.then(forget, forget);
    return started;
  }

  const current = (url: string | undefined) => {
    const answer = url === undefined ? undefined : answers.get(url);
    return answer && answer.expiresAt > now() ? answer : undefined;
  };

  return {
    clear,
    cachedBody: (url) => current(url)?.identity.body,
    follow: (bus) =>
      bus.subscribe((event) => {
        if (options.invalidatedBy.includes(event.message.type)) clear();
      }),
    answerDirectly: (request, response) => {
      if (request.method !== 'GET') return false;
      const answer = current(request.url);
      if (!answer) return false;
      const variant = pick(answer, request.headers);
      if (variant) response.writeHead(200, variant.headers).end(variant.body);
      else response.writeHead(304, answer.notModified).end();
      return true;
    },
    send: (request, reply, read, params) => {
      const url = read.url(params);
      const answer = current(url);
      if (answer) {
        sendAnswer(request, reply, answer);
        return;
      }
      void loadOnce(url, read, params).then(
        (loaded) => sendAnswer(request, reply, loaded),
        (error: unknown) => reply.send(error),
      );
    },
  };
}
