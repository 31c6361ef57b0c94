import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerOrderViewSchema,
  idempotencyHeadersSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '../../../contract/orders';
import {
  artistViewSchema,
  partnershipViewSchema,
  preOrderSchema,
  specialOfferingParamsSchema,
  specialOfferingViewSchema,
} from '../../../contract/partnerships';
import { requireRole, signedIn } from '../../auth/guards';
import type { AppContext } from '../../context';
import { listArtists, listPartnerships, listSpecialOfferings } from './partnerships.service';
import { placePreOrderOnce } from './pre-orders.service';

/** Public reads of the artist partnerships page (accounts spec 2.13 and 7). */
export function partnershipsRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/artists',
      { schema: { response: { 200: z.array(artistViewSchema) }, tags: ['partnerships'] } },
      async () => listArtists(db, new Date()),
    );

    routes.get(
      '/api/partnerships',
      { schema: { response: { 200: z.array(partnershipViewSchema) }, tags: ['partnerships'] } },
      async () => listPartnerships(db, new Date()),
    );

    routes.get(
      '/api/special-offerings',
      {
        schema: { response: { 200: z.array(specialOfferingViewSchema) }, tags: ['partnerships'] },
      },
      async () => listSpecialOfferings(db),
    );

    routes.post(
      '/api/special-offerings/:id/pre-orders',
      {
        ...signedIn('user'),
        schema: {
          params: specialOfferingParamsSchema,
          body: preOrderSchema,
          headers: idempotencyHeadersSchema,
          response: { 201: customerOrderViewSchema },
          tags: ['partnerships'],
        },
      },
      async (request, reply) => {
        const result = await placePreOrderOnce(db, {
          user: requireRole(request, 'user'),
          offeringId: request.params.id,
          body: request.body,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          path: request.routeOptions.url ?? '/api/special-offerings/:id/pre-orders',
          bus,
          log: request.log,
        });
        if (result.isReplay) reply.header('Idempotent-Replayed', 'true');
        return reply.status(201).send(result.body);
      },
    );
  };
}
