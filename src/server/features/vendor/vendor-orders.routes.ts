import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idempotencyHeadersSchema,
  IDEMPOTENCY_KEY_HEADER,
  orderViewSchema,
  refundViewSchema,
} from '../../../contract/orders';
import { refundRequestSchema } from '../../../contract/refunds';
import { vendorOrderIdParamsSchema, vendorOrderUpdateSchema } from '../../../contract/vendor';
import { requireUser } from '../../auth/guards';
import type { AppContext } from '../../context';
import { remindCustomer } from '../orders/ready-shelf.service';
import { listVendorOrders, updateVendorOrderStatus } from './vendor-orders.service';
import { refundVendorOrder } from './vendor-refunds.service';

/** The vendor's order board (accounts spec 2.7 and 2.9, Orders tab). */
export function vendorOrdersRoutes({ db, bus, config }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    // the vendor's team sees the staff order view, with its private notes
    routes.get(
      '/orders',
      { schema: { response: { 200: z.array(orderViewSchema) }, tags: ['vendor'] } },
      async (request) => listVendorOrders(db, request.vendor.id),
    );

    routes.patch(
      '/orders/:orderId',
      {
        schema: {
          params: vendorOrderIdParamsSchema,
          body: vendorOrderUpdateSchema,
          headers: idempotencyHeadersSchema,
          response: { 200: orderViewSchema },
          tags: ['vendor'],
        },
      },
      async (request, reply) => {
        const result = await updateVendorOrderStatus(db, {
          vendor: request.vendor,
          actor: requireUser(request),
          orderId: request.params.orderId,
          body: request.body,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          path: request.routeOptions.url ?? '/api/vendor/orders/:orderId',
          bus,
          log: request.log,
          emailsReceipt: config.mail !== undefined,
        });
        if (result.isReplay) reply.header('Idempotent-Replayed', 'true');
        // the change is stored and replayed only as a 200
        return reply.status(result.statusCode as 200).send(result.body);
      },
    );

    // part of a paid order back to its customer, with a reason they see
    routes.post(
      '/orders/:orderId/refunds',
      {
        schema: {
          params: vendorOrderIdParamsSchema,
          body: refundRequestSchema,
          headers: idempotencyHeadersSchema,
          response: { 201: refundViewSchema },
          tags: ['vendor'],
        },
      },
      async (request, reply) => {
        const result = await refundVendorOrder(db, {
          vendor: request.vendor,
          actor: requireUser(request),
          orderId: request.params.orderId,
          body: request.body,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          path: request.routeOptions.url ?? '/api/vendor/orders/:orderId/refunds',
          bus,
          log: request.log,
          emailsReceipt: config.mail !== undefined,
        });
        if (result.isReplay) reply.header('Idempotent-Replayed', 'true');
        return reply.status(201).send(result.body);
      },
    );

    // "Remind": the customer of a ready order is buzzed again
    routes.post(
      '/orders/:orderId/remind',
      {
        schema: {
          params: vendorOrderIdParamsSchema,
          response: { 200: orderViewSchema },
          tags: ['vendor'],
        },
      },
      async (request) =>
        remindCustomer(db, {
          vendor: request.vendor,
          orderId: request.params.orderId,
          bus,
          log: request.log,
        }),
    );
  };
}
