import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  menuItemCreateSchema,
  menuItemIdParamsSchema,
  menuItemUpdateSchema,
} from '../../../contract/vendor';
import type { AppContext } from '../../context';
import { requireOwnVendor, vendorOnly } from './vendor-access';
import { publishVendorUpdate } from './vendor-events';
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
      '/api/vendor/menu',
      { ...vendorOnly, schema: { tags: ['vendor'] } },
      async (request) => {
        const { vendor } = await requireOwnVendor(db, request);
        return listOwnMenu(db, vendor.id);
      },
    );

    routes.post(
      '/api/vendor/menu',
      { ...vendorOnly, schema: { body: menuItemCreateSchema, tags: ['vendor'] } },
      async (request, reply) => {
        const { vendor } = await requireOwnVendor(db, request);
        const created = await createMenuItem(db, vendor.id, request.body);
        await publishVendorUpdate(bus, request.log, vendor.id);
        return reply.status(201).send(created);
      },
    );

    routes.patch(
      '/api/vendor/menu/:id',
      {
        ...vendorOnly,
        schema: { params: menuItemIdParamsSchema, body: menuItemUpdateSchema, tags: ['vendor'] },
      },
      async (request) => {
        const { vendor } = await requireOwnVendor(db, request);
        const updated = await updateMenuItem(db, vendor.id, request.params.id, request.body);
        await publishVendorUpdate(bus, request.log, vendor.id);
        return updated;
      },
    );

    routes.delete(
      '/api/vendor/menu/:id',
      { ...vendorOnly, schema: { params: menuItemIdParamsSchema, tags: ['vendor'] } },
      async (request, reply) => {
        const { vendor } = await requireOwnVendor(db, request);
        await archiveMenuItem(db, vendor.id, request.params.id);
        await publishVendorUpdate(bus, request.log, vendor.id);
        return reply.status(204).send();
      },
    );
  };
}
