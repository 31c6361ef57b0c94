import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema, profileViewSchema, publicUserSchema } from '../../../contract/auth';
import type { AppContext } from '../../context';
import { requireUser, signedIn } from '../../auth/guards';
import { enforceRateLimit } from '../../http/rate-limit-guard';
import { toPublicUser } from '../auth/auth.service';
import { getProfileStats, updateProfile } from './profile.service';

export function profileRoutes(context: AppContext) {
  const { db, rateLimits } = context;
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/user/profile',
      { ...signedIn(), schema: { response: { 200: profileViewSchema }, tags: ['profile'] } },
      async (request) => {
        const user = requireUser(request);
        return { ...toPublicUser(user), stats: await getProfileStats(db, user.id) };
      },
    );

    routes.patch(
      '/api/user/profile',
      {
        ...signedIn(),
        schema: {
          body: profileUpdateSchema,
          response: { 200: publicUserSchema },
          tags: ['profile'],
        },
      },
      async (request) => {
        const user = requireUser(request);
        await enforceRateLimit(context, `profile:ip:${request.ip}`, rateLimits.profilePerIp);
        await enforceRateLimit(context, `profile:user:${user.id}`, rateLimits.profilePerUser);
        return toPublicUser(await updateProfile(db, user, request.body));
      },
    );
  };
}
