import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '../../../contract/orders';
import { apiErrorSchema } from '../../../contract/errors';
import { passKeysResponseSchema, pickupPassResponseSchema } from '../../../contract/pickup-pass';
import type { AppContext } from '../../context';
import { requireUser, signedIn } from '../../auth/guards';
import { passSigningKeyLoader } from './pass-signing-key';
import { issuePickupPass } from './pickup-pass.service';

/** The public key rarely changes and a vendor's device keeps its own copy: an hour fresh, a day stale. */
const KEYS_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export function pickupPassRoutes({ db, config }: AppContext) {
  const signingKey = passSigningKeyLoader(db, config.pickupPassPrivateKey);
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/orders/:id/pass',
      {
        ...signedIn(),
        schema: {
          params: orderIdParamsSchema,
          response: { 200: pickupPassResponseSchema, 409: apiErrorSchema },
          tags: ['orders'],
        },
      },
      async (request) =>
        issuePickupPass(db, request.params.id, requireUser(request), await signingKey()),
    );

    routes.get(
      '/api/pickup-pass/keys',
      { schema: { response: { 200: passKeysResponseSchema }, tags: ['orders'] } },
      async (_request, reply) => {
        const key = await signingKey();
        reply.header('Cache-Control', KEYS_CACHE_CONTROL);
        return { keys: [{ keyId: key.keyId, jwk: key.publicJwk }] };
      },
    );
  };
}
