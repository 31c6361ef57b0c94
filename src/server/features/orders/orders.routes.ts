import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  anyOrderViewSchema,
  createOrderSchema,
  customerNotesSchema,
  customerOrderViewSchema,
  idempotencyHeadersSchema,
  IDEMPOTENCY_KEY_HEADER,
  orderIdParamsSchema,
  orderQuoteSchema,
  orderViewSchema,
  priceChangedErrorSchema,
  quoteRequestSchema,
  timelineEntrySchema,
  type PriceChangedError as PriceChangedBody,
} from '../../../contract/orders';
import { apiErrorSchema } from '../../../contract/errors';
import { receiptSchema } from '../../../contract/receipts';
import { orderPriorityUpdateSchema } from '../../../contract/vendor';
import type { AppContext } from '../../context';
import { guardedUser, requireUser, signedIn } from '../../auth/guards';
import {
  getOrder,
  getOrderTimeline,
  listOrders,
  listRecentPaidOrders,
  updateOrderNotes,
  updateOrderPriority,
} from './order-access.service';
import { quoteOrder } from './order-pricing.service';
import { getOrderReceipt } from './order-receipts.service';
import { placeOrderOnce, PriceChangedError } from './orders.service';
import { fireOrderNow } from './held-orders.service';
import { markReadySeen } from './ready-shelf.service';
import { cancelOwnOrder } from './customer-cancellation.service';
import { PickupSlotFullError } from '../pickup-slots/pickup-slots.service';
import {
  pickupSlotFullErrorSchema,
  type PickupSlotFullError as PickupSlotFullBody,
} from '../../../contract/pickup-slots';

const customerOrderList = z.array(customerOrderViewSchema);

export function ordersRoutes({ db, bus, cookie, config }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/orders/quote',
      {
        schema: { body: quoteRequestSchema, response: { 200: orderQuoteSchema }, tags: ['orders'] },
      },
      // a meal ticket is checked against the signed-in customer (401 when nobody is)
      async (request) => quoteOrder(db, request.body, { ownerEmail: request.currentUser?.email }),
    );

    routes.post(
      '/api/orders',
      {
        ...signedIn('user'),
        // the order's write is guarded on the session (orders.service.ts, placeOnCachedFacts)
        config: { cachedSession: 'user' },
        schema: {
          body: createOrderSchema,
          headers: idempotencyHeadersSchema,
          // 200: an open demo order for the same cart, handed out again
          response: {
            200: customerOrderViewSchema,
            201: customerOrderViewSchema,
            409: z.union([priceChangedErrorSchema, pickupSlotFullErrorSchema, apiErrorSchema]),
          },
          tags: ['orders'],
        },
      },
      async (request, reply) => {
        const customer = guardedUser(db, cookie, request, reply, 'user');
        try {
          const result = await placeOrderOnce(db, {
            customer,
            body: request.body,
            idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
            path: request.routeOptions.url ?? '/api/orders',
            bus,
            log: request.log,
          });
          if (result.isReplay) reply.header('Idempotent-Replayed', 'true');
          return reply.status(result.statusCode as 200 | 201).send(result.body);
        } catch (error) {
          if (error instanceof PickupSlotFullError) {
            const body: PickupSlotFullBody = {
              code: 'PICKUP_SLOT_FULL',
              message: error.message,
              nextFreeSlots: error.nextFreeSlots,
            };
            return reply.status(409).send(body);
          }
          if (!(error instanceof PriceChangedError)) throw error;
          const body: PriceChangedBody = {
            code: 'PRICE_CHANGED',
            message: error.message,
            quote: error.quote,
          };
          return reply.status(409).send(body);
        }
      },
    );

    routes.get(
      '/api/orders',
      { ...signedIn(), schema: { response: { 200: customerOrderList }, tags: ['orders'] } },
      async (request) => listOrders(db, requireUser(request).id),
    );

    routes.get(
      '/api/orders/recent',
      { ...signedIn(), schema: { response: { 200: customerOrderList }, tags: ['orders'] } },
      async (request) => listRecentPaidOrders(db, requireUser(request).id),
    );

    routes.get(
      '/api/orders/:id',
      {
        ...signedIn(),
        schema: {
          params: orderIdParamsSchema,
          response: { 200: anyOrderViewSchema },
          tags: ['orders'],
        },
      },
      async (request) => getOrder(db, request.params.id, requireUser(request)),
    );

    // 'I'm leaving now' fires the owner's held order at once
    routes.post(
      '/api/orders/:id/fire',
      {
        ...signedIn(),
        schema: {
          params: orderIdParamsSchema,
          response: { 200: customerOrderViewSchema },
          tags: ['orders'],
        },
      },
      async (request) =>
        fireOrderNow(db, {
          orderId: request.params.id,
          user: requireUser(request),
          bus,
          log: request.log,
        }),
    );

    // the customer opened the ready alert or the order: no re-alert
    routes.post(
      '/api/orders/:id/ready-seen',
      {
        ...signedIn(),
        schema: { params: orderIdParamsSchema, response: { 204: z.null() }, tags: ['orders'] },
      },
      async (request, reply) => {
        await markReadySeen(db, { orderId: request.params.id, user: requireUser(request) });
        return reply.status(204).send(null);
      },
    );

    routes.post(
      '/api/orders/:id/cancel',
      {
        ...signedIn(),
        schema: {
          params: orderIdParamsSchema,
          response: { 200: customerOrderViewSchema },
          tags: ['orders'],
        },
      },
      async (request) =>
        cancelOwnOrder(db, {
          orderId: request.params.id,
          user: requireUser(request),
          bus,
          log: request.log,
          emailsReceipt: config.mail !== undefined,
        }),
    );

    routes.get(
      '/api/orders/:id/timeline',
      {
        ...signedIn(),
        schema: {
          params: orderIdParamsSchema,
          response: { 200: z.array(timelineEntrySchema) },
          tags: ['orders'],
        },
      },
      async (request) => getOrderTimeline(db, request.params.id, requireUser(request)),
    );

    // an unpaid order has no receipt: 409 with RECEIPT_NOT_PAID_MESSAGE
    routes.get(
      '/api/orders/:id/receipt',
      {
        ...signedIn(),
        schema: {
          params: orderIdParamsSchema,
          response: { 200: receiptSchema, 409: apiErrorSchema },
          tags: ['orders'],
        },
      },
      async (request) => getOrderReceipt(db, request.params.id, requireUser(request)),
    );

    routes.patch(
      '/api/orders/:id/notes',
      {
        ...signedIn(),
        schema: {
          params: orderIdParamsSchema,
          body: customerNotesSchema,
          response: { 200: anyOrderViewSchema },
          tags: ['orders'],
        },
      },
      async (request) =>
        updateOrderNotes(db, request.params.id, requireUser(request), request.body, {
          bus,
          log: request.log,
        }),
    );

    routes.patch(
      '/api/orders/:id/priority',
      {
        ...signedIn(),
        schema: {
          params: orderIdParamsSchema,
          body: orderPriorityUpdateSchema,
          response: { 200: orderViewSchema },
          tags: ['orders'],
        },
      },
      async (request) =>
        updateOrderPriority(db, request.params.id, requireUser(request), request.body.priority, {
          bus,
          log: request.log,
        }),
    );
  };
}
