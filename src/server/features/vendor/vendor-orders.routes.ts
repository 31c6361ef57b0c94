import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema, IDEMPOTENCY_KEY_HEADER } from '../../../contract/orders';
import { vendorOrderIdParamsSchema, vendorOrderUpdateSchema } from '../../../contract/vendor';
import type { AppContext } from '../../context';
import { requireOwnVendor, vendorOnly } from './vendor-access';
import { listVendorOrders, updateVendorOrderStatus } from './vendor-orders.service';

/** The vendor's order board (accounts spec 2.7 and 2.9, Orders tab). */
export function vendorOrdersRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/vendor/orders',
      { ...vendorOnly, schema: { tags: ['vendor'] } },
      async (request) => {
        const { vendor } = await requireOwnVendor(db, request);
        return listVendorOrders(db, vendor.id);
      },
    );

    routes.patch(
      '/api/vendor/orders/:orderId',
      {
        ...vendorOnly,
        schema: {
          params: vendorOrderIdParamsSchema,
          body: vendorOrderUpdateSchema,
          headers: idempotencyHeadersSchema,
          tags: ['vendor'],
        },
      },
      async (request, reply) => {
        const { user, vendor } = await requireOwnVendor(db, request);
        const result = await updateVendorOrderStatus(db, {
          vendor,
          actor: user,
          orderId: request.params.orderId,
          body: request.body,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          path: request.routeOptions.url ?? '/api/vendor/orders/:orderId',
          bus,
        });
        if (result.isReplay) reply.header('Idempotent-Replayed', 'true');
        return reply.status(result.statusCode).send(result.body);
      },
    );
  };
}
