import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../../db/client';
import { eq } from 'drizzle-orm';
import { requireRole, roleScope } from '../../auth/guards';
import { vendors, type Vendor } from '../../db/schema';
import { notFound } from '../../errors';

// Every /api/vendor/* route (accounts spec 6): vendor accounts only, acting on the one vendor
// they own. A pending (not yet approved) vendor may use them all; it simply has no orders yet.

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account's own vendor; set for the routes under /api/vendor only. */
    vendor: Vendor;
  }
}

/** The vendor the account runs; 404 'Vendor profile not found' when it has none. */
export async function findOwnVendor(db: Executor, ownerUserId: number): Promise<Vendor> {
  const [vendor] = await db
    .select()
    .from(vendors)
    .where(eq(vendors.ownerUserId, ownerUserId))
    .limit(1);
  if (!vendor) throw notFound('Vendor profile');
  return vendor;
}

/**
 * The /api/vendor plugin: the vendor guard for every route inside it, then `request.vendor` is
 * looked up once, after the input is validated (a bad body stays a 400 for an account whose
 * vendor is missing, as before).
 */
export function vendorApi(db: Executor, ...features: FastifyPluginAsync[]): FastifyPluginAsync {
  return async function register(app) {
    app.decorateRequest('vendor', null as unknown as Vendor);
    app.addHook('preHandler', async (request) => {
      request.vendor = await findOwnVendor(db, requireRole(request, 'vendor').id);
    });
    await app.register(roleScope('vendor', ...features));
  };
}
