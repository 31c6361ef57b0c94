import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEventViewSchema,
  adminIdParamsSchema,
  adminVenueViewSchema,
  eventCreateSchema,
  eventUpdateSchema,
  venueCreateSchema,
} from '../../../contract/admin';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import {
  createEvent,
  createVenue,
  listAdminEvents,
  listVenues,
  updateEvent,
} from './admin-events.service';

/** Events and venues (accounts spec 2.10 Events and the Create Event dialog, 5, 7). */
export function adminEventsRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/events',
      { schema: { response: { 200: z.array(adminEventViewSchema) }, tags: ['admin'] } },
      async () => listAdminEvents(db),
    );

    routes.post(
      '/events',
      {
        schema: {
          body: eventCreateSchema,
          response: { 201: adminEventViewSchema },
          tags: ['admin'],
        },
      },
      async (request, reply) => {
        const event = await createEvent(
          db,
          { bus, log: request.log },
          { actorUserId: requireRole(request, 'admin').id, event: request.body },
        );
        return reply.status(201).send(event);
      },
    );

    routes.patch(
      '/events/:id',
      {
        schema: {
          params: adminIdParamsSchema,
          body: eventUpdateSchema,
          response: { 200: adminEventViewSchema },
          tags: ['admin'],
        },
      },
      async (request) =>
        updateEvent(
          db,
          { bus, log: request.log },
          {
            actorUserId: requireRole(request, 'admin').id,
            eventId: request.params.id,
            changes: request.body,
          },
        ),
    );

    routes.get(
      '/venues',
      { schema: { response: { 200: z.array(adminVenueViewSchema) }, tags: ['admin'] } },
      async () => listVenues(db),
    );

    routes.post(
      '/venues',
      {
        schema: {
          body: venueCreateSchema,
          response: { 201: adminVenueViewSchema },
          tags: ['admin'],
        },
      },
      async (request, reply) => {
        const venue = await createVenue(db, {
          actorUserId: requireRole(request, 'admin').id,
          venue: request.body,
        });
        return reply.status(201).send(venue);
      },
    );
  };
}
