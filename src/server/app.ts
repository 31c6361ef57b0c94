import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SOCKET_MAX_MESSAGE_BYTES } from '../contract/notifications';
import type { AppConfig } from './config';
import { defaultRateLimits, type AppContext, type RateLimits } from './context';
import type { DatabaseHandle } from './db/client';
import { registerSessionLoader } from './auth/guards';
import { hasPageReads } from '../contract/page-reads';
import { linkPageReads } from './http/page-reads';
import { registerPrivateCacheControl } from './http/cache-control';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions, OneLinePerRequest } from './http/logging';
import { registerOriginGuard } from './http/origin-guard';
import { registerTextGuard } from './http/text-guard';
import { applyServerTimeouts, serverTimeouts } from './http/timeouts';
import {
  registerSecurityHeaders,
  SECURITY_HEADER_OPTIONS,
  securityHeaders,
} from './http/security-headers';
import { API_COMPRESSION_MIN_BYTES, createSerialisedReads } from './http/serialised-reads';
import { createConfiguredRateLimiter, type RateLimiter } from './http/rate-limiter';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { appStatusRoutes } from './features/settings/app-status.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { vendorsRoutes } from './features/vendors/vendors.routes';
import { partnershipsRoutes } from './features/partnerships/partnerships.routes';
import {
  adminPartnershipsRoutes,
  vendorPartnershipsRoutes,
} from './features/partnerships/vendor-partnerships.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { pickupPassRoutes } from './features/pickup-pass/pickup-pass.routes';
import { vendorOrdersRoutes } from './features/vendor/vendor-orders.routes';
import { vendorMenuRoutes } from './features/vendor/vendor-menu.routes';
import { vendorProfileRoutes } from './features/vendor/vendor-profile.routes';
import { vendorAnalyticsRoutes } from './features/vendor/vendor-analytics.routes';
import { vendorApi } from './features/vendor/vendor-access';
import {
  pickupSlotsRoutes,
  vendorPickupSlotsRoutes,
} from './features/pickup-slots/pickup-slots.routes';
import { adminApi } from './features/admin/admin-api.plugin';
import { adminUsersRoutes } from './features/admin/admin-users.routes';
import { adminVendorsRoutes } from './features/admin/admin-vendors.routes';
import { adminEventsRoutes } from './features/admin/admin-events.routes';
import { adminAnalyticsRoutes } from './features/admin/admin-analytics.routes';
import { adminSettingsRoutes } from './features/admin/admin-settings.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { talentCrewRoutes } from './features/talent-crew/talent-crew.routes';
import { mealTicketsRoutes } from './features/talent-crew/meal-tickets.routes';
import { vendorMealTicketsRoutes } from './features/talent-crew/vendor-meal-tickets.routes';
import { ownMealTicketsRoutes } from './features/talent-crew/own-meal-tickets.routes';
import { pushRoutes } from './features/push/push.routes';
import { startPushSender, type PushSending } from './features/push/push-sender';
import { startReceiptEmailSender, type EmailSending } from './features/orders/receipt-email-sender';
import { vapidKeysLoader } from './features/push/vapid-keys';
import {
  createMemoryBus,
  createRedisBus,
  withPublishFailuresLogged,
  type BusLog,
  type EventBus,
} from './realtime/bus';
import { notificationsSocketRoutes } from './features/notifications/notifications-socket.routes';
import { closeSocketsGoingAway } from './realtime/socket-hub';
import { startJobs } from './jobs/jobs';

export const webDistFolder = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** When omitted, shared through Redis with `config.redisUrl`, else counted in this process. */
  rateLimiter?: RateLimiter;
  rateLimits?: Partial<RateLimits>;
  /** Serve the built single-page app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** Where the built single-page app is (tests serve a folder of their own). */
  webFolder?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them); implies logging. */
  logStream?: { write(line: string): void };
  /**
   * Socket fan-out between instances; when omitted, Redis pub/sub with `config.redisUrl`, else an
   * in-process bus. Closed with the app.
   */
  bus?: EventBus;
  /** Socket heartbeat period (tests shorten it). */
  socketHeartbeatMs?: number;
  /** Push time-out, retries and sweep (tests shorten them). */
  pushSending?: Partial<PushSending>;
  /** Receipt e-mails' time-out, retries and sweep (tests shorten them). */
  emailSending?: Partial<EmailSending>;
};

/** Builds a ready Fastify instance without listening (style guide: an app factory). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Cached public reads, dropped on every instance when a vendor, a menu or an event
  // changes; once cached, answered by the server's request listener before Fastify's pipeline
  const publicReads = createSerialisedReads({
    invalidatedBy: ['vendor_update', 'event_update'],
    commonHeaders: securityHeaders(SECURITY_HEADER_OPTIONS),
  });
  const app = Fastify({
    // with a server of our own, Fastify leaves its time-out settings to us: applyServerTimeouts
    serverFactory: (handler, factoryOptions) =>
      applyServerTimeouts(
        createServer(factoryOptions.http ?? {}, (request, response) => {
          if (!publicReads.answerDirectly(request, response)) handler(request, response);
        }),
        factoryOptions,
      ),
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    // one line per request, when it is answered, instead of Fastify's two (http/logging.ts)
    logController: new OneLinePerRequest(),
    bodyLimit: 64 * 1024,
    ...serverTimeouts(config.requestTimeoutMs),
    // X-Forwarded-For is believed only when configured (TRUST_PROXY): a directly exposed server
    // must not take a forged header as the client address of the per-address sign-in limits
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const rateLimiter = options.rateLimiter
    ? { limiter: options.rateLimiter, close: () => undefined }
    : createConfiguredRateLimiter(config, app.log);
  const context: AppContext = {
    config,
    db: database.db,
    rateLimiter: rateLimiter.limiter,
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    cookie: { secure: config.publicOrigin.startsWith('https:') },
    bus: withPublishFailuresLogged(options.bus ?? (await createBus(config, app.log)), app.log),
    publicReads,
  };
  const stopFollowing = publicReads.follow(context.bus);
  app.addHook('onClose', async () => {
    stopFollowing();
    await context.bus.close();
    rateLimiter.close();
  });
  database.onConnectionLost((error) => app.log.warn({ err: error }, 'PostgreSQL connection lost'));

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  // large API answers go out compressed (a phone on one bar of signal); small ones are not worth
  // it. Only /api/ routes: the built web app's files are compressed at build time
  // (src/build/precompress.ts) and sent as they are, and neither the socket nor /health (whose
  // round trip the connection check times) ever is. Runs before the plugin's own onRoute hook.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: API_COMPRESSION_MIN_BYTES,
    encodings: ['br', 'gzip'],
  });
  await app.register(fastifyCookie);
  registerOriginGuard(app, config.allowedOrigins);
  registerTextGuard(app);
  registerSessionLoader(app, database.db, context.cookie, hasPageReads);
  registerPrivateCacheControl(app);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: SOCKET_MAX_MESSAGE_BYTES },
    preClose: async function closeSockets(this: FastifyInstance) {
      closeSocketsGoingAway(this.websocketServer);
    },
  });

  await registerApiDocs(app);

  await app.register(healthRoutes(database, context.bus.ping));
  await app.register(appStatusRoutes(context));
  await app.register(authRoutes(context));
  await app.register(profileRoutes(context));
  await app.register(vendorsRoutes(context));
  await app.register(partnershipsRoutes(context));
  await app.register(ordersRoutes(context));
  await app.register(pickupSlotsRoutes(context));
  await app.register(paymentsRoutes(context));
  await app.register(pickupPassRoutes(context));
  await app.register(
    vendorApi(
      context.db,
      vendorOrdersRoutes(context),
      vendorMenuRoutes(context),
      vendorProfileRoutes(context),
      vendorAnalyticsRoutes(context),
      vendorMealTicketsRoutes(context),
      vendorPartnershipsRoutes(context),
      vendorPickupSlotsRoutes(context),
    ),
    { prefix: '/api/vendor' },
  );
  await app.register(
    adminApi(
      adminUsersRoutes(context),
      adminVendorsRoutes(context),
      adminEventsRoutes(context),
      adminAnalyticsRoutes(context),
      adminSettingsRoutes(context),
      adminPartnershipsRoutes(context),
    ),
    { prefix: '/api/admin' },
  );
  // accounts spec 2.12: the talent & crew back office is for admin accounts only
  await app.register(adminApi(talentCrewRoutes(context), mealTicketsRoutes(context)), {
    prefix: '/api/talent-crew',
  });
  await app.register(ownMealTicketsRoutes(context));
  await app.register(notificationsRoutes(context));
  const vapidKeys = vapidKeysLoader(context.db, config.vapidKeys);
  await app.register(pushRoutes(context, vapidKeys));
  await app.register(
    notificationsSocketRoutes(
      context,
      options.socketHeartbeatMs === undefined ? {} : { heartbeatMs: options.socketHeartbeatMs },
    ),
  );

  startJobs(app, context);
  const pushSender = startPushSender({
    db: context.db,
    bus: context.bus,
    keys: vapidKeys,
    subject: config.vapidSubject,
    log: app.log,
    sending: options.pushSending,
  });
  app.addHook('onClose', () => pushSender.close());
  if (config.mail) {
    const emailSender = startReceiptEmailSender({
      db: context.db,
      bus: context.bus,
      mail: config.mail,
      publicOrigin: config.publicOrigin,
      log: app.log,
      sending: options.emailSending,
    });
    app.addHook('onClose', () => emailSender.close());
  }

  const hasWebApp =
    options.serveWeb !== false && registerWebApp(app, options.webFolder ?? webDistFolder);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path.startsWith('/ws/') || path === '/health';
    // every client-side route of the single-page app is answered with index.html
    if (hasWebApp && request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path)) {
      reply.header('Cache-Control', 'no-cache');
      linkPageReads(request, reply, path, publicReads.cachedBody);
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` });
  });
  return app;
}

/** Scaled mode: socket messages reach the sockets of every instance through Redis pub/sub. */
export function createBus(
  config: Pick<AppConfig, 'redisUrl' | 'redisPrefix' | 'redisTimeoutMs'>,
  log?: BusLog,
): Promise<EventBus> {
  return config.redisUrl
    ? createRedisBus(config.redisUrl, {
        log,
        prefix: config.redisPrefix,
        timeoutMs: config.redisTimeoutMs,
      })
    : Promise.resolve(createMemoryBus(log));
}

/**
 * The built SPA; hashed assets are cached for a year, everything else (index.html, the service
 * worker, the manifest) is revalidated on every load so a deploy reaches phones at once. Each
 * file goes out as its build-time brotli or gzip copy when the browser accepts one
 * (Content-Encoding, Vary: Accept-Encoding). Returns false when nothing is built.
 */
function registerWebApp(app: FastifyInstance, folder: string): boolean {
  if (!existsSync(folder)) {
    app.log.warn(`no built web app in ${folder}; run "npm run build"`);
    return false;
  }
  void app.register(fastifyStatic, {
    root: folder,
    wildcard: false,
    index: false,
    preCompressed: true,
    // the Cache-Control below is the one sent, not the plugin's default max-age
    cacheControl: false,
    setHeaders: (response, path) => {
      // the body depends on Accept-Encoding (a brotli, gzip or plain copy of the file)
      response.setHeader('Vary', 'Accept-Encoding');
      if (path.includes('/assets/'))
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else response.setHeader('Cache-Control', 'no-cache');
    },
  });
  return true;
}
