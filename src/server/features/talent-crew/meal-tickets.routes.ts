import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mealTicketIssueSchema,
  mealTicketListQuerySchema,
  mealTicketUpdateSchema,
  mealTicketViewSchema,
  talentCrewIdParamsSchema,
  talentCrewReportQuerySchema,
  talentCrewReportSchema,
} from '../../../contract/talent-crew';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import { sendCsv } from '../../http/csv-download';
import { issueMealTicket, listMealTickets, voidMealTicket } from './meal-ticket-issue.service';
import { talentCrewReportFilename, talentCrewReportRows } from './talent-crew-report-csv';
import { talentCrewReport } from './talent-crew-reports.service';

const tags = ['talent-crew'];

/** Meal tickets (issue, list, void) and the reports (accounts spec 2.12 Tickets and Reports). */
export function mealTicketsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/tickets',
      {
        schema: {
          querystring: mealTicketListQuerySchema,
          response: { 200: z.array(mealTicketViewSchema) },
          tags,
        },
      },
      async (request) => listMealTickets(db, request.query),
    );

    routes.post(
      '/tickets',
      { schema: { body: mealTicketIssueSchema, response: { 201: mealTicketViewSchema }, tags } },
      async (request, reply) => {
        const ticket = await issueMealTicket(db, {
          actorUserId: requireRole(request, 'admin').id,
          memberId: request.body.memberId,
        });
        return reply.status(201).send(ticket);
      },
    );

    routes.patch(
      '/tickets/:id',
      {
        schema: {
          params: talentCrewIdParamsSchema,
          body: mealTicketUpdateSchema,
          response: { 200: mealTicketViewSchema },
          tags,
        },
      },
      async (request) =>
        voidMealTicket(db, {
          actorUserId: requireRole(request, 'admin').id,
          ticketId: request.params.id,
        }),
    );

    // format=csv answers text/csv: a streamed payload skips the JSON serializer, so the documented
    // 200 stays the JSON report
    routes.get(
      '/reports',
      {
        schema: {
          querystring: talentCrewReportQuerySchema,
          response: { 200: talentCrewReportSchema },
          description:
            'The JSON report; with format=csv the same figures as a text/csv attachment ' +
            '(talent-crew-report.csv, or talent-crew-report-program-{id}.csv).',
          tags,
        },
      },
      async (request, reply) => {
        const { programId, format } = request.query;
        const report = await talentCrewReport(db, { programId });
        if (format === 'json') return report;
        return sendCsv(reply, {
          filename: talentCrewReportFilename(report.programId),
          rows: talentCrewReportRows(report),
        });
      },
    );
  };
}
