import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  menuItemCreateSchema,
  menuItemIdParamsSchema,
  menuItemUpdateSchema,
} from '../../../contract/vendor';
import { menuItemViewSchema } from '../../../contract/vendors';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { publishVendorUpdate } from '../../realtime/events';
import {
  archiveMenuItem,
  createMenuItem,
  listOwnMenu,
  updateMenuItem,
} from './vendor-menu.service';

/**
 * The vendor's menu (accounts spec 2.9 Menu tab, 5 menu item save, 7). Every change is announced
 * with vendor_update, so customers' menus refresh at once.
 */
export function vendorMenuRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/menu',
      { schema: { response: { 200: z.array(menuItemViewSchema) }, tags: ['vendor'] } },
      async (request) => listOwnMenu(db, request.vendor.id),
    );

    routes.post(
      '/menu',
      {
        schema: {
          body: menuItemCreateSchema,
          response: { 201: menuItemViewSchema },
          tags: ['vendor'],
        },
      },
      async (request, reply) => {
        const { vendor } = request;
        const created = await createMenuItem(db, vendor.id, request.body);
        await publishVendorUpdate(bus, vendor.id);
        return reply.status(201).send(created);
      },
    );

    routes.patch(
      '/menu/:id',
      {
        schema: {
          params: menuItemIdParamsSchema,
          body: menuItemUpdateSchema,
          response: { 200: menuItemViewSchema },
          tags: ['vendor'],
        },
      },
      async (request) => {
        const { vendor } = request;
        const updated = await updateMenuItem(db, vendor.id, request.params.id, request.body);
        await publishVendorUpdate(bus, vendor.id);
        return updated;
      },
    );

    routes.delete(
      '/menu/:id',
      {
        schema: { params: menuItemIdParamsSchema, response: { 204: z.null() }, tags: ['vendor'] },
      },
      async (request, reply) => {
        const { vendor } = request;
        await archiveMenuItem(db, vendor.id, request.params.id);
        await publishVendorUpdate(bus, vendor.id);
        return reply.status(204).send(null);
      },
    );
  };
}
