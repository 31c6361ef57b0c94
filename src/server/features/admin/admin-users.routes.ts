import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminUserUpdateSchema,
  adminUserViewSchema,
} from '../../../contract/admin';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import { listUsers, updateUser } from './admin-users.service';

/** GET /api/admin/users, PATCH /api/admin/users/{id} (accounts spec 2.10 Users, 7). */
export function adminUsersRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/users',
      { schema: { response: { 200: z.array(adminUserViewSchema) }, tags: ['admin'] } },
      async () => listUsers(db),
    );

    routes.patch(
      '/users/:id',
      {
        schema: {
          params: adminIdParamsSchema,
          body: adminUserUpdateSchema,
          response: { 200: adminUserViewSchema },
          tags: ['admin'],
        },
      },
      async (request) =>
        updateUser(
          db,
          { bus, log: request.log },
          {
            actor: requireRole(request, 'admin'),
            userId: request.params.id,
            changes: request.body,
          },
        ),
    );
  };
}
