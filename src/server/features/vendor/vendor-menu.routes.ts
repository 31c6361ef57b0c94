import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  menuItemCreateSchema,
  menuItemIdParamsSchema,
  menuItemUpdateSchema,
} from '../../../contract/vendor';
import type { AppContext } from '../../context';
import { requireOwnVendor, vendorOnly } from './vendor-access';
import {
  archiveMenuItem,
  createMenuItem,
  listOwnMenu,
  updateMenuItem,
} from './vendor-menu.service';

/** The vendor's menu (accounts spec 2.9 Menu tab, 5 menu item save, 7). */
export function vendorMenuRoutes({ db }: AppContext) {
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
        return reply.status(201).send(await createMenuItem(db, vendor.id, request.body));
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
        return updateMenuItem(db, vendor.id, request.params.id, request.body);
      },
    );

    routes.delete(
      '/api/vendor/menu/:id',
      { ...vendorOnly, schema: { params: menuItemIdParamsSchema, tags: ['vendor'] } },
      async (request, reply) => {
        const { vendor } = await requireOwnVendor(db, request);
        await archiveMenuItem(db, vendor.id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
