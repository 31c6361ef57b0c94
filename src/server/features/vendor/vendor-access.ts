import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { eq } from 'drizzle-orm';
import { requireRole } from '../../auth/guards';
import { vendors, type User, type Vendor } from '../../db/schema';
import { notFound } from '../../errors';

// Every /api/vendor/* route (accounts spec 6): vendor accounts only, acting on the one vendor
// they own. A pending (not yet approved) vendor may use them all; it simply has no orders yet.

/**
 * Runs before the input is validated, so a signed-out caller (401) or a customer or admin (403)
 * learns nothing from a 400.
 */
export const vendorOnly = {
  preValidation: async (request: FastifyRequest) => void requireRole(request, 'vendor'),
};

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

/** The signed-in vendor account and its vendor. */
export async function requireOwnVendor(
  db: Executor,
  request: FastifyRequest,
): Promise<{ user: User; vendor: Vendor }> {
  const user = requireRole(request, 'vendor');
  return { user, vendor: await findOwnVendor(db, user.id) };
}
