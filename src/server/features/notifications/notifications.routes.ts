import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markAllReadResultSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationViewSchema,
  unreadCountSchema,
} from '../../../contract/notifications';
import type { AppContext } from '../../context';
import { requireUser, signedIn } from '../../auth/guards';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationReadOr404,
} from './notifications.service';

/** The notification panel (customer spec 2 and 7): the signed-in user's own notifications only. */
export function notificationsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['notifications'];

    routes.get(
      '/api/notifications',
      {
        ...signedIn(),
        schema: {
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema },
          tags,
        },
      },
      async (request) => listNotifications(db, requireUser(request).id, request.query),
    );

    routes.get(
      '/api/notifications/unread-count',
      { ...signedIn(), schema: { response: { 200: unreadCountSchema }, tags } },
      async (request) => ({
        count: await countUnread(db, requireUser(request).id),
      }),
    );

    routes.patch(
      '/api/notifications/mark-all-read',
      { ...signedIn(), schema: { response: { 200: markAllReadResultSchema }, tags } },
      async (request) => ({
        updated: await markAllNotificationsRead(db, requireUser(request).id),
      }),
    );

    routes.patch(
      '/api/notifications/:id/read',
      {
        ...signedIn(),
        schema: {
          params: notificationIdParamsSchema,
          response: { 200: notificationViewSchema },
          tags,
        },
      },
      async (request) => markNotificationReadOr404(db, requireUser(request).id, request.params.id),
    );

    routes.delete(
      '/api/notifications/:id',
      {
        ...signedIn(),
        schema: { params: notificationIdParamsSchema, response: { 204: z.null() }, tags },
      },
      async (request, reply) => {
        await deleteNotification(db, requireUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
