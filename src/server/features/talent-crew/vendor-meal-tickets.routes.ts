import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mealTicketRedeemSchema, mealTicketRedemptionSchema } from '../../../contract/talent-crew';
import type { AppContext } from '../../context';
import { redeemAtCounter } from './meal-ticket-redemption.service';

/** A crew member's meal ticket redeemed at the vendor's counter (inside /api/vendor). */
export function vendorMealTicketsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/meal-tickets/redeem',
      {
        schema: {
          body: mealTicketRedeemSchema,
          response: { 200: mealTicketRedemptionSchema },
          tags: ['vendor'],
        },
      },
      async (request) =>
        redeemAtCounter(db, {
          vendor: request.vendor,
          code: request.body.code,
          ...(request.body.amount === undefined ? {} : { amountCents: request.body.amount }),
        }),
    );
  };
}
