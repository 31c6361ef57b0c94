import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  heldOrdersShiftAnswerSchema,
  heldOrdersShiftSchema,
  pickupSlotPauseSchema,
  pickupSlotSchema,
  pickupSlotsAnswerSchema,
} from '../../../contract/pickup-slots';
import { vendorIdParamsSchema } from '../../../contract/vendors';
import type { AppContext } from '../../context';
import { shiftVendorHeldOrders } from '../orders/held-orders.service';
import { listPickupSlots, setSlotPaused } from './pickup-slots.service';

// Rush control. Never among the cached public reads: a slot fills with every order.

/** GET /api/vendors/{id}/pickup-slots: public, like the vendor's menu. */
export function pickupSlotsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/vendors/:id/pickup-slots',
      {
        schema: {
          params: vendorIdParamsSchema,
          response: { 200: pickupSlotsAnswerSchema },
          tags: ['vendors'],
        },
      },
      async (request) => listPickupSlots(db, request.params.id),
    );
  };
}

/** The vendor's own pacing, inside /api/vendor: pause a slot, move held orders for an encore. */
export function vendorPickupSlotsRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.patch(
      '/pickup-slots',
      {
        schema: {
          body: pickupSlotPauseSchema,
          response: { 200: pickupSlotSchema },
          tags: ['vendor'],
        },
      },
      async (request) => setSlotPaused(db, { bus, log: request.log }, request.vendor, request.body),
    );

    routes.post(
      '/held-orders/shift',
      {
        schema: {
          body: heldOrdersShiftSchema,
          response: { 200: heldOrdersShiftAnswerSchema },
          tags: ['vendor'],
        },
      },
      async (request) =>
        shiftVendorHeldOrders(db, {
          vendorId: request.vendor.id,
          minutes: request.body.minutes,
          bus,
          log: request.log,
        }),
    );
  };
}
