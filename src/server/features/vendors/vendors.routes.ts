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
import { createSerialisedReads, type Loaded } from '../../http/serialised-reads';
import {
  getVendor,
  listCurrentEvents,
  listEvents,
  listMenuItems,
  listVendorMenu,
  listVendors,
} from './vendors.service';

/**
 * What a kept public read needs besides its loader: the documented response schema (/api/docs)
 * and the very serialiser Fastify compiles from it, so the kept bytes are the ones it would send.
 * The hot path skips what a public, cookie-free answer does not need: request logging at info
 * (errors are still logged) and @fastify/compress (the kept answer has its compressed copies).
 */
function publicRead<Schema extends z.ZodType>(url: string, schema: Schema, tags: string[]) {
  return {
    options: { schema: { response: { 200: schema }, tags }, logLevel: 'warn', compress: false },
    serialise: serializerCompiler({ schema, method: 'GET', url }) as (value: unknown) => string,
  } as const;
}

/** Public reads: browsing works before signing in (customer spec 2, Home and Search). */
export function vendorsRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    // issue 14: every instance drops its kept answers when a vendor, a menu or an event changes
    const reads = createSerialisedReads({ bus, invalidatedBy: ['vendor_update', 'event_update'] });
    app.addHook('onClose', async () => reads.close());
    const kept = (value: unknown): Loaded => ({ value });

    const vendorList = publicRead('/api/vendors', z.array(vendorViewSchema), ['vendors']);
    routes.get('/api/vendors', vendorList.options, async (request, reply) =>
      reads.send(request, reply, 'vendors', {
        serialise: vendorList.serialise,
        load: async () => kept(await listVendors(db)),
      }),
    );

    const vendor = publicRead('/api/vendors/:id', vendorViewSchema, ['vendors']);
    routes.get(
      '/api/vendors/:id',
      { ...vendor.options, schema: { ...vendor.options.schema, params: vendorIdParamsSchema } },
      async (request, reply) =>
        reads.send(request, reply, `vendor:${request.params.id}`, {
          serialise: vendor.serialise,
          load: async () => kept(await getVendor(db, request.params.id)),
        }),
    );

    const menu = publicRead('/api/vendors/:id/menu', z.array(menuItemViewSchema), ['vendors']);
    routes.get(
      '/api/vendors/:id/menu',
      { ...menu.options, schema: { ...menu.options.schema, params: vendorIdParamsSchema } },
      async (request, reply) =>
        reads.send(request, reply, `menu:${request.params.id}`, {
          serialise: menu.serialise,
          load: async () => kept(await listVendorMenu(db, request.params.id)),
        }),
    );

    const menuItems = publicRead('/api/menu-items', z.array(menuItemViewSchema), ['vendors']);
    routes.get('/api/menu-items', menuItems.options, async (request, reply) =>
      reads.send(request, reply, 'menu-items', {
        serialise: menuItems.serialise,
        load: async () => kept(await listMenuItems(db)),
      }),
    );

    // an event's status follows the clock: these answers are kept until the next start or end
    const eventList = publicRead('/api/events', z.array(eventViewSchema), ['events']);
    routes.get('/api/events', eventList.options, async (request, reply) =>
      reads.send(request, reply, 'events', {
        serialise: eventList.serialise,
        load: async (now) => {
          const { events, changesAt } = await listEvents(db, now);
          return { value: events, changesAt };
        },
      }),
    );

    const current = publicRead('/api/events/current', z.array(currentEventViewSchema), ['events']);
    routes.get('/api/events/current', current.options, async (request, reply) =>
      reads.send(request, reply, 'events-current', {
        serialise: current.serialise,
        load: async (now) => {
          const { events, changesAt } = await listCurrentEvents(db, now);
          return { value: events, changesAt };
        },
      }),
    );
  };
}
