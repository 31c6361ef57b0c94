import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginSchema,
  logoutResultSchema,
  publicUserSchema,
  signupSchema,
} from '../../../contract/auth';
import type { AppContext } from '../../context';
import { enforceRateLimit } from '../../http/rate-limit-guard';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../auth/guards';
import { createSession, deleteSession } from '../../auth/sessions';
import { authenticateUser, signOut, signUp, toPublicUser } from './auth.service';
import { isWrongPassword, signInGuard } from './sign-in-guard';

export function authRoutes(context: AppContext) {
  const { db, rateLimits, cookie, bus } = context;
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    async function startSession(
      request: FastifyRequest,
      reply: Parameters<typeof setSessionCookie>[0],
      userId: number,
    ) {
      // rotate: a session that existed before sign-in is never reused
      if (request.sessionToken) await deleteSession(db, request.sessionToken);
      const session = await createSession(db, userId);
      setSessionCookie(reply, cookie, session.token, session.expiresAt);
    }

    routes.post(
      '/api/auth/login',
      { schema: { body: loginSchema, response: { 200: authResponseSchema }, tags: ['auth'] } },
      async (request, reply) => {
        const guard = signInGuard(context, request, request.body.email);
        await guard.admit();
        const user = await authenticateUser(db, request.body.email, request.body.password).catch(
          async (error: unknown) => {
            if (isWrongPassword(error)) await guard.failed();
            throw error;
          },
        );
        await guard.succeeded(reply);
        await startSession(request, reply, user.id);
        return { user: toPublicUser(user) };
      },
    );

    routes.post(
      '/api/auth/signup',
      { schema: { body: signupSchema, response: { 201: authResponseSchema }, tags: ['auth'] } },
      async (request, reply) => {
        await enforceRateLimit(context, `signup:ip:${request.ip}`, rateLimits.signupPerIp);
        await enforceRateLimit(
          context,
          `signup:email:${request.body.email}`,
          rateLimits.signupPerEmail,
        );
        const user = await signUp(db, request.body);
        await startSession(request, reply, user.id);
        return reply.status(201).send({ user: toPublicUser(user) });
      },
    );

    routes.post(
      '/api/auth/logout',
      { schema: { response: { 200: logoutResultSchema }, tags: ['auth'] } },
      async (request, reply) => {
        const token = request.sessionToken;
        if (token)
          await signOut(db, { bus, log: request.log }, { token, userId: request.currentUser?.id });
        clearSessionCookie(reply, cookie);
        return { success: true };
      },
    );

    routes.get(
      '/api/auth/user',
      { schema: { response: { 200: publicUserSchema }, tags: ['auth'] } },
      async (request) => {
        return toPublicUser(requireUser(request));
      },
    );
  };
}
