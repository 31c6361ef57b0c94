import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../contract/push';
import type { AppContext } from '../../context';
import { requireUser, signedIn } from '../../auth/guards';
import { unauthenticated } from '../../errors';
import { removeSubscription, saveSubscription } from './push-subscriptions.service';
import type { VapidKeysLoader } from './vapid-keys';

// a signed-out caller gets 401 before its body is looked at

/** The key is made once and kept: an hour fresh, a day stale. */
const PUBLIC_KEY_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** Web Push: the server's public key, and the signed-in user's devices subscribing. */
export function pushRoutes({ db, config }: AppContext, vapidKeys: VapidKeysLoader) {
  const subscriptionSchema = pushSubscriptionSchema(config.pushEndpointOrigins);
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['push'];

    routes.get(
      '/api/push/public-key',
      { schema: { response: { 200: pushPublicKeySchema }, tags } },
      async (_request, reply) => {
        const { publicKey } = await vapidKeys();
        reply.header('Cache-Control', PUBLIC_KEY_CACHE_CONTROL);
        return { publicKey };
      },
    );

    routes.post(
      '/api/push/subscriptions',
      {
        ...signedIn(),
        schema: { body: subscriptionSchema, response: { 201: pushSubscribedSchema }, tags },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!request.sessionCheck) throw unauthenticated();
        const saved = await saveSubscription(db, {
          userId: user.id,
          sessionTokenHash: request.sessionCheck.tokenHash,
          subscription: request.body,
        });
        return reply.status(201).send(saved);
      },
    );

    routes.delete(
      '/api/push/subscriptions',
      { ...signedIn(), schema: { body: pushUnsubscribeSchema, response: { 204: z.null() }, tags } },
      async (request, reply) => {
        await removeSubscription(db, { userId: requireUser(request).id, ...request.body });
        return reply.status(204).send(null);
      },
    );
  };
}
