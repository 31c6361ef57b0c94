import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmPaymentResponseSchema,
  confirmPaymentSchema,
  createIntentResponseSchema,
  createIntentSchema,
} from '../../../contract/payments';
import type { AppContext } from '../../context';
import { guardedUser, signedIn } from '../../auth/guards';
import { confirmPayment, createPaymentIntent } from './payments.service';

// customer spec 7: the browse flow and the demo flow create intents through two URLs.
const CREATE_INTENT_URLS = ['/api/payments/demo/create-intent', '/api/create-payment-intent'];

/**
 * Any signed-in account may pay, but only for its own order or intent (someone else's is a 404),
 * so who may pay follows who may order. Card data is never logged or stored beyond brand + last 4.
 */

export function paymentsRoutes({ db, bus, cookie, config }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    for (const url of CREATE_INTENT_URLS) {
      routes.post(
        url,
        {
          ...signedIn(),
          // the intent's write is guarded on the session (payments.service.ts)
          config: { cachedSession: 'user' },
          schema: {
            body: createIntentSchema,
            response: { 200: createIntentResponseSchema },
            tags: ['payments'],
          },
        },
        async (request, reply) => {
          const { orderId, amount } = request.body;
          const payer = guardedUser(db, cookie, request, reply);
          return createPaymentIntent(db, { payer, orderId, amountCents: amount });
        },
      );
    }

    routes.post(
      '/api/payments/demo/confirm',
      {
        ...signedIn(),
        // the confirmation's facts read checks the session (payments.service.ts)
        config: { cachedSession: 'user' },
        schema: {
          body: confirmPaymentSchema,
          response: { 200: confirmPaymentResponseSchema },
          tags: ['payments'],
        },
      },
      async (request, reply) => {
        const payer = guardedUser(db, cookie, request, reply);
        return confirmPayment(db, {
          payer,
          body: request.body,
          bus,
          log: request.log,
          emailsReceipt: config.mail !== undefined,
        });
      },
    );
  };
}
