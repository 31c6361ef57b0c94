import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  artistViewSchema,
  partnershipViewSchema,
  specialOfferingViewSchema,
} from '../../../contract/partnerships';
import type { AppContext } from '../../context';
import { listArtists, listPartnerships, listSpecialOfferings } from './partnerships.service';

/** Public reads of the artist partnerships page (accounts spec 2.13 and 7). */
export function partnershipsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/artists',
      { schema: { response: { 200: z.array(artistViewSchema) }, tags: ['partnerships'] } },
      async () => listArtists(db, new Date()),
    );

    routes.get(
      '/api/partnerships',
      { schema: { response: { 200: z.array(partnershipViewSchema) }, tags: ['partnerships'] } },
      async () => listPartnerships(db, new Date()),
    );

    routes.get(
      '/api/special-offerings',
      {
        schema: { response: { 200: z.array(specialOfferingViewSchema) }, tags: ['partnerships'] },
      },
      async () => listSpecialOfferings(db),
    );
  };
}
