import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mealTicketViewSchema } from '../../../contract/talent-crew';
import { requireUser, signedIn } from '../../auth/guards';
import type { AppContext } from '../../context';
import { listOwnMealTickets } from './meal-ticket-redemption.service';

/** GET /api/profile/meal-tickets: the signed-in crew member's own tickets (any role). */
export function ownMealTicketsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/profile/meal-tickets',
      {
        ...signedIn(),
        schema: { response: { 200: z.array(mealTicketViewSchema) }, tags: ['profile'] },
      },
      async (request) => listOwnMealTickets(db, requireUser(request).email),
    );
  };
}
