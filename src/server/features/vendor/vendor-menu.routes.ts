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
import {
  archiveMenuItem,
  createMenuItem,
  listOwnMenu,
  updateMenuItem,
} from './vendor-menu.service';

/** The vendor's menu (accounts spec 2.9 Menu tab, 5 menu item save, 7). */
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
        const sender = { bus, log: request.log };
        const created = await createMenuItem(db, sender, request.vendor.id, request.body);
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
      async (request) =>
        updateMenuItem(
          db,
          { bus, log: request.log },
          request.vendor.id,
          request.params.id,
          request.body,
        ),
    );

    routes.delete(
      '/menu/:id',
      {
        schema: { params: menuItemIdParamsSchema, response: { 204: z.null() }, tags: ['vendor'] },
      },
      async (request, reply) => {
        await archiveMenuItem(db, { bus, log: request.log }, request.vendor.id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
