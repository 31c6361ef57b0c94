import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminVendorParamsSchema,
  adminVendorViewSchema,
  vendorApprovalSchema,
  vendorSuspensionSchema,
} from '../../../contract/admin';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import {
  decideVendorApplication,
  listAllVendors,
  listPendingVendors,
  setVendorSuspended,
} from './admin-vendors.service';

/** Vendor applications and listings (accounts spec 2.10 Vendors, 4, 7). */
export function adminVendorsRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const vendorList = { response: { 200: z.array(adminVendorViewSchema) }, tags: ['admin'] };
    /** A change to one vendor, answered with the vendor as the admin now sees it. */
    const vendorChange = <Body extends z.ZodType>(body: Body) => ({
      params: adminVendorParamsSchema,
      body,
      response: { 200: adminVendorViewSchema },
      tags: ['admin'],
    });

    routes.get('/vendors', { schema: vendorList }, async () => listAllVendors(db));
    routes.get('/vendors/pending', { schema: vendorList }, async () => listPendingVendors(db));

    routes.patch(
      '/vendors/:vendorId/approve',
      { schema: vendorChange(vendorApprovalSchema) },
      async (request) =>
        decideVendorApplication(
          db,
          { bus, log: request.log },
          {
            actorUserId: requireRole(request, 'admin').id,
            vendorId: request.params.vendorId,
            decision: request.body,
          },
        ),
    );

    routes.patch(
      '/vendors/:vendorId',
      { schema: vendorChange(vendorSuspensionSchema) },
      async (request) =>
        setVendorSuspended(
          db,
          { bus, log: request.log },
          {
            actorUserId: requireRole(request, 'admin').id,
            vendorId: request.params.vendorId,
            change: request.body,
          },
        ),
    );
  };
}
