import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentEventViewSchema,
  eventViewSchema,
  menuItemViewSchema,
  vendorIdParamsSchema,
  vendorViewSchema,
} from '../../../contract/vendors';
import type { AppContext } from '../../context';
import {
  getVendor,
  listCurrentEvents,
  listEvents,
  listMenuItems,
  listVendorMenu,
  listVendors,
} from './vendors.service';

/** Public reads: browsing works before signing in (customer spec 2, Home and Search). */
export function vendorsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/vendors',
      { schema: { response: { 200: z.array(vendorViewSchema) }, tags: ['vendors'] } },
      async () => listVendors(db),
    );

    routes.get(
      '/api/vendors/:id',
      {
        schema: {
          params: vendorIdParamsSchema,
          response: { 200: vendorViewSchema },
          tags: ['vendors'],
        },
      },
      async (request) => getVendor(db, request.params.id),
    );

    routes.get(
      '/api/vendors/:id/menu',
      {
        schema: {
          params: vendorIdParamsSchema,
          response: { 200: z.array(menuItemViewSchema) },
          tags: ['vendors'],
        },
      },
      async (request) => listVendorMenu(db, request.params.id),
    );

    routes.get(
      '/api/menu-items',
      { schema: { response: { 200: z.array(menuItemViewSchema) }, tags: ['vendors'] } },
      async () => listMenuItems(db),
    );

    routes.get(
      '/api/events',
      { schema: { response: { 200: z.array(eventViewSchema) }, tags: ['events'] } },
      async () => listEvents(db, new Date()),
    );

    routes.get(
      '/api/events/current',
      { schema: { response: { 200: z.array(currentEventViewSchema) }, tags: ['events'] } },
      async () => listCurrentEvents(db, new Date()),
    );
  };
}
