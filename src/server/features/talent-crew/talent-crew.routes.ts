import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crewMemberCreateSchema,
  crewMemberUpdateSchema,
  crewMemberViewSchema,
  mealProgramCreateSchema,
  mealProgramUpdateSchema,
  mealProgramViewSchema,
  talentCrewIdParamsSchema,
  talentCrewSummarySchema,
} from '../../../contract/talent-crew';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import { createCrewMember, listCrewMembers, updateCrewMember } from './crew-members.service';
import { createMealProgram, listMealPrograms, updateMealProgram } from './meal-programs.service';
import { talentCrewSummary } from './talent-crew-reports.service';

const tags = ['talent-crew'];

/** Meal programs, crew members and the six counters (accounts spec 2.12, 3, 5, 7). */
export function talentCrewRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/summary',
      { schema: { response: { 200: talentCrewSummarySchema }, tags } },
      async () => talentCrewSummary(db),
    );

    routes.get(
      '/programs',
      { schema: { response: { 200: z.array(mealProgramViewSchema) }, tags } },
      async () => listMealPrograms(db),
    );

    routes.post(
      '/programs',
      { schema: { body: mealProgramCreateSchema, response: { 201: mealProgramViewSchema }, tags } },
      async (request, reply) => {
        const program = await createMealProgram(db, {
          actorUserId: requireRole(request, 'admin').id,
          program: request.body,
        });
        return reply.status(201).send(program);
      },
    );

    routes.patch(
      '/programs/:id',
      {
        schema: {
          params: talentCrewIdParamsSchema,
          body: mealProgramUpdateSchema,
          response: { 200: mealProgramViewSchema },
          tags,
        },
      },
      async (request) =>
        updateMealProgram(db, {
          actorUserId: requireRole(request, 'admin').id,
          programId: request.params.id,
          changes: request.body,
        }),
    );

    routes.get(
      '/members',
      { schema: { response: { 200: z.array(crewMemberViewSchema) }, tags } },
      async () => listCrewMembers(db),
    );

    routes.post(
      '/members',
      { schema: { body: crewMemberCreateSchema, response: { 201: crewMemberViewSchema }, tags } },
      async (request, reply) => {
        const member = await createCrewMember(db, {
          actorUserId: requireRole(request, 'admin').id,
          member: request.body,
        });
        return reply.status(201).send(member);
      },
    );

    routes.patch(
      '/members/:id',
      {
        schema: {
          params: talentCrewIdParamsSchema,
          body: crewMemberUpdateSchema,
          response: { 200: crewMemberViewSchema },
          tags,
        },
      },
      async (request) =>
        updateCrewMember(db, {
          actorUserId: requireRole(request, 'admin').id,
          memberId: request.params.id,
          changes: request.body,
        }),
    );
  };
}
