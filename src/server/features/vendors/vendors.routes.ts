import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentEventViewSchema,
  eventViewSchema,
  menuItemViewSchema,
  vendorIdParamsSchema,
  vendorViewSchema,
} from '../../../contract/vendors';
import type { AppContext } from '../../context';
import type { CachedRead, Loaded } from '../../http/serialised-reads';
import {
  getVendor,
  listCurrentEvents,
  listEvents,
  listMenuItems,
  listVendorMenu,
  listVendors,
} from './vendors.service';

/** What a cached public read's route skips (`cachedRead`). */
const CACHED_READ_OPTIONS = {
  logLevel: 'warn',
  compress: false,
  config: { isSessionFree: true },
} as const;

/**
 * A cached public read: the documented response schema (/api/docs), and the very
 * serialiser Fastify compiles from it, so the cached bytes are the ones Fastify would have sent.
 * The hot path skips what a public answer does not need: reading the session (the answer is the
 * same for everyone), request logging at info (errors are still logged) and @fastify/compress
 * (the cached answer has its own compressed copies).
 */
function cachedRead<Params>(
  url: string,
  schema: z.ZodType,
  read: Omit<CachedRead<Params>, 'serialise'>,
): { options: typeof CACHED_READ_OPTIONS; schema: z.ZodType; read: CachedRead<Params> } {
  const serialise = serializerCompiler({ schema, method: 'GET', url }) as (
    value: unknown,
  ) => string;
  return { options: CACHED_READ_OPTIONS, schema, read: { ...read, serialise } };
}

const loaded = async (value: Promise<unknown>): Promise<Loaded> => ({ value: await value });

/** An event list's answer, cached until the next start or end among its events. */
const cachedUntilChange = async (
  list: Promise<{ events: unknown[]; changesAt: Date | null }>,
): Promise<Loaded> => {
  const { events, changesAt } = await list;
  return { value: events, changesAt };
};

/** Public reads: browsing works before signing in (customer spec 2, Home and Search). */
export function vendorsRoutes({ db, publicReads: reads }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    /** A cached read without parameters: its URL is the only one it is cached under. */
    function cachedList(
      url: string,
      schema: z.ZodType,
      tag: string,
      load: (now: Date) => Promise<Loaded>,
    ) {
      const list = cachedRead(url, schema, { url: () => url, load });
      routes.get(
        url,
        { ...list.options, schema: { response: { 200: list.schema }, tags: [tag] } },
        (request, reply) => reads.send(request, reply, list.read, undefined),
      );
    }

    cachedList('/api/vendors', z.array(vendorViewSchema), 'vendors', () => loaded(listVendors(db)));

    const vendor = cachedRead('/api/vendors/:id', vendorViewSchema, {
      url: (id: number) => `/api/vendors/${id}`,
      load: (_now, id) => loaded(getVendor(db, id)),
    });
    routes.get(
      '/api/vendors/:id',
      {
        ...vendor.options,
        schema: {
          params: vendorIdParamsSchema,
          response: { 200: vendor.schema },
          tags: ['vendors'],
        },
      },
      (request, reply) => reads.send(request, reply, vendor.read, request.params.id),
    );

    const menu = cachedRead('/api/vendors/:id/menu', z.array(menuItemViewSchema), {
      url: (id: number) => `/api/vendors/${id}/menu`,
      load: (_now, id) => loaded(listVendorMenu(db, id)),
    });
    routes.get(
      '/api/vendors/:id/menu',
      {
        ...menu.options,
        schema: { params: vendorIdParamsSchema, response: { 200: menu.schema }, tags: ['vendors'] },
      },
      (request, reply) => reads.send(request, reply, menu.read, request.params.id),
    );

    cachedList('/api/menu-items', z.array(menuItemViewSchema), 'vendors', () =>
      loaded(listMenuItems(db)),
    );

    // an event's status follows the clock: these answers are cached until the next start or end
    cachedList('/api/events', z.array(eventViewSchema), 'events', (now) =>
      cachedUntilChange(listEvents(db, now)),
    );
    cachedList('/api/events/current', z.array(currentEventViewSchema), 'events', (now) =>
      cachedUntilChange(listCurrentEvents(db, now)),
    );
  };
}
