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
import type { KeptRead, Loaded } from '../../http/serialised-reads';
import {
  getVendor,
  listCurrentEvents,
  listEvents,
  listMenuItems,
  listVendorMenu,
  listVendors,
} from './vendors.service';

/** What a kept public read's route skips (`keptRead`). */
const KEPT_READ_OPTIONS = {
  logLevel: 'warn',
  compress: false,
  config: { isSessionFree: true },
} as const;

/**
 * A kept public read: the documented response schema (/api/docs), and the very
 * serialiser Fastify compiles from it, so the kept bytes are the ones Fastify would have sent.
 * The hot path skips what a public answer does not need: reading the session (the answer is the
 * same for everyone), request logging at info (errors are still logged) and @fastify/compress
 * (the kept answer has its own compressed copies).
 */
function keptRead<Params>(
  url: string,
  schema: z.ZodType,
  read: Omit<KeptRead<Params>, 'serialise'>,
): { options: typeof KEPT_READ_OPTIONS; schema: z.ZodType; read: KeptRead<Params> } {
  const serialise = serializerCompiler({ schema, method: 'GET', url }) as (
    value: unknown,
  ) => string;
  return { options: KEPT_READ_OPTIONS, schema, read: { ...read, serialise } };
}

const kept = async (value: Promise<unknown>): Promise<Loaded> => ({ value: await value });

/** An event list's answer, kept until the next start or end among its events. */
const keptUntilChange = async (
  list: Promise<{ events: unknown[]; changesAt: Date | null }>,
): Promise<Loaded> => {
  const { events, changesAt } = await list;
  return { value: events, changesAt };
};

/** Public reads: browsing works before signing in (customer spec 2, Home and Search). */
export function vendorsRoutes({ db, publicReads: reads }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    /** A kept read without parameters: its URL is the only one it is kept under. */
    function keptList(
      url: string,
      schema: z.ZodType,
      tag: string,
      load: (now: Date) => Promise<Loaded>,
    ) {
      const list = keptRead(url, schema, { url: () => url, load });
      routes.get(
        url,
        { ...list.options, schema: { response: { 200: list.schema }, tags: [tag] } },
        (request, reply) => reads.send(request, reply, list.read, undefined),
      );
    }

    keptList('/api/vendors', z.array(vendorViewSchema), 'vendors', () => kept(listVendors(db)));

    const vendor = keptRead('/api/vendors/:id', vendorViewSchema, {
      url: (id: number) => `/api/vendors/${id}`,
      load: (_now, id) => kept(getVendor(db, id)),
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

    const menu = keptRead('/api/vendors/:id/menu', z.array(menuItemViewSchema), {
      url: (id: number) => `/api/vendors/${id}/menu`,
      load: (_now, id) => kept(listVendorMenu(db, id)),
    });
    routes.get(
      '/api/vendors/:id/menu',
      {
        ...menu.options,
        schema: { params: vendorIdParamsSchema, response: { 200: menu.schema }, tags: ['vendors'] },
      },
      (request, reply) => reads.send(request, reply, menu.read, request.params.id),
    );

    keptList('/api/menu-items', z.array(menuItemViewSchema), 'vendors', () =>
      kept(listMenuItems(db)),
    );

    // an event's status follows the clock: these answers are kept until the next start or end
    keptList('/api/events', z.array(eventViewSchema), 'events', (now) =>
      keptUntilChange(listEvents(db, now)),
    );
    keptList('/api/events/current', z.array(currentEventViewSchema), 'events', (now) =>
      keptUntilChange(listCurrentEvents(db, now)),
    );
  };
}
