import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  offeringCreateSchema,
  offeringUpdateSchema,
  partnershipCreateSchema,
  partnershipUpdateSchema,
  partnershipViewSchema,
  specialOfferingParamsSchema,
  specialOfferingViewSchema,
} from '../../../contract/partnerships';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import {
  createOffering,
  createPartnership,
  listOwnOfferings,
  listOwnPartnerships,
  updateOffering,
  updatePartnership,
  type Owner,
} from './vendor-partnerships.service';

const byId = { params: specialOfferingParamsSchema };

/**
 * PATCH /partnerships/:id and /special-offerings/:id: the same change for the vendor that owns
 * it and for an admin; `owner` says who asks (and so whether ownership is checked).
 */
function patchRoutes(
  app: FastifyInstance,
  { db, bus }: AppContext,
  tags: string[],
  owner: (request: FastifyRequest) => Owner,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.patch(
    '/partnerships/:id',
    {
      schema: {
        ...byId,
        body: partnershipUpdateSchema,
        response: { 200: partnershipViewSchema },
        tags,
      },
    },
    async (request) => updatePartnership(db, owner(request), request.params.id, request.body),
  );
  routes.patch(
    '/special-offerings/:id',
    {
      schema: {
        ...byId,
        body: offeringUpdateSchema,
        response: { 200: specialOfferingViewSchema },
        tags,
      },
    },
    async (request) =>
      updateOffering(
        db,
        { bus, log: request.log },
        owner(request),
        request.params.id,
        request.body,
      ),
  );
}

/** /api/vendor/partnerships and /api/vendor/special-offerings, the vendor's own. */
export function vendorPartnershipsRoutes(context: AppContext) {
  const { db, bus } = context;
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['vendor', 'partnerships'];

    routes.get(
      '/partnerships',
      { schema: { response: { 200: z.array(partnershipViewSchema) }, tags } },
      async (request) => listOwnPartnerships(db, request.vendor.id),
    );
    routes.post(
      '/partnerships',
      { schema: { body: partnershipCreateSchema, response: { 201: partnershipViewSchema }, tags } },
      async (request, reply) =>
        reply.status(201).send(await createPartnership(db, request.vendor.id, request.body)),
    );
    routes.get(
      '/special-offerings',
      { schema: { response: { 200: z.array(specialOfferingViewSchema) }, tags } },
      async (request) => listOwnOfferings(db, request.vendor.id),
    );
    routes.post(
      '/special-offerings',
      {
        schema: { body: offeringCreateSchema, response: { 201: specialOfferingViewSchema }, tags },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await createOffering(db, { bus, log: request.log }, request.vendor.id, request.body),
          ),
    );
    patchRoutes(app, context, tags, (request) => ({ vendorId: request.vendor.id }));
  };
}

/** An admin may change any vendor's partnership or offering (audited). */
export function adminPartnershipsRoutes(context: AppContext) {
  return async function register(app: FastifyInstance) {
    patchRoutes(app, context, ['admin', 'partnerships'], (request) => ({
      vendorId: null,
      adminUserId: requireRole(request, 'admin').id,
    }));
  };
}
