import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  crewMemberViewSchema,
  mealProgramViewSchema,
  mealTicketViewSchema,
  talentCrewReportSchema,
  talentCrewSummarySchema,
  type CrewMemberCreate,
  type CrewMemberUpdate,
  type CrewMemberView,
  type MealProgramCreateInput,
  type mealProgramUpdateSchema,
  type MealProgramView,
  type MealTicketView,
  type MealTicketViewStatus,
} from '../../../contract/talent-crew';
import { apiParsed, parsedQueryFn, unlessQueued } from '../../lib/api';

// accounts spec 2.12: the Talent & Crew screen's calls. Keys start with the URL (with its query),
// which the default query function reads.
const BASE = '/api/talent-crew';

export type TicketFilters = { programId?: number; status?: MealTicketViewStatus };

function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const talentCrewKeys = {
  all: [BASE] as const,
  programs: () => [`${BASE}/programs`] as const,
  members: () => [`${BASE}/members`] as const,
  tickets: (filters: TicketFilters = {}) =>
    [
      withQuery(`${BASE}/tickets`, { programId: filters.programId, status: filters.status }),
    ] as const,
  summary: () => [`${BASE}/summary`] as const,
  report: (programId?: number) => [withQuery(`${BASE}/reports`, { programId })] as const,
};

/** The CSV of a report, downloaded by the browser with the session cookie. */
export const reportCsvUrl = (programId?: number) =>
  withQuery(`${BASE}/reports`, { programId, format: 'csv' });

/** Keys whose URL is a talent & crew one: every write here can move lists and counters. */
const isTalentCrewKey = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith(BASE);

export const usePrograms = () =>
  useQuery({
    queryKey: talentCrewKeys.programs(),
    queryFn: parsedQueryFn(z.array(mealProgramViewSchema)),
  });
export const useMembers = () =>
  useQuery({
    queryKey: talentCrewKeys.members(),
    queryFn: parsedQueryFn(z.array(crewMemberViewSchema)),
  });
export const useTickets = (filters: TicketFilters) =>
  useQuery({
    queryKey: talentCrewKeys.tickets(filters),
    queryFn: parsedQueryFn(z.array(mealTicketViewSchema)),
  });
export const useTalentCrewSummary = () =>
  useQuery({ queryKey: talentCrewKeys.summary(), queryFn: parsedQueryFn(talentCrewSummarySchema) });
export const useTalentCrewReport = (programId?: number) =>
  useQuery({
    queryKey: talentCrewKeys.report(programId),
    queryFn: parsedQueryFn(talentCrewReportSchema),
  });

/** A write, then every talent & crew read (lists, counters, reports) is fetched again. */
function useTalentCrewMutation<Variables, Result>(run: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      client.invalidateQueries({ predicate: (query) => isTalentCrewKey(query.queryKey) }),
  });
}

/** POST /api/talent-crew/programs, or PATCH /api/talent-crew/programs/{id}. */
export const useSaveProgram = () =>
  useTalentCrewMutation(
    ({
      id,
      body,
    }: {
      id?: number;
      body: MealProgramCreateInput | z.input<typeof mealProgramUpdateSchema>;
    }): Promise<MealProgramView> =>
      id === undefined
        ? apiParsed(mealProgramViewSchema, 'POST', `${BASE}/programs`, body).then(unlessQueued)
        : apiParsed(mealProgramViewSchema, 'PATCH', `${BASE}/programs/${id}`, body).then(
            unlessQueued,
          ),
  );

/** POST /api/talent-crew/members, or PATCH /api/talent-crew/members/{id}. */
export const useSaveMember = () =>
  useTalentCrewMutation(
    ({
      id,
      body,
    }: {
      id?: number;
      body: CrewMemberCreate | CrewMemberUpdate;
    }): Promise<CrewMemberView> =>
      id === undefined
        ? apiParsed(crewMemberViewSchema, 'POST', `${BASE}/members`, body).then(unlessQueued)
        : apiParsed(crewMemberViewSchema, 'PATCH', `${BASE}/members/${id}`, body).then(
            unlessQueued,
          ),
  );

/** POST /api/talent-crew/tickets: one ticket for a crew member. */
export const useIssueTicket = () =>
  useTalentCrewMutation((memberId: number): Promise<MealTicketView> =>
    apiParsed(mealTicketViewSchema, 'POST', `${BASE}/tickets`, { memberId }).then(unlessQueued),
  );

/** PATCH /api/talent-crew/tickets/{id} {status: 'void'}. */
export const useVoidTicket = () =>
  useTalentCrewMutation((ticketId: number): Promise<MealTicketView> =>
    apiParsed(mealTicketViewSchema, 'PATCH', `${BASE}/tickets/${ticketId}`, {
      status: 'void',
    }).then(unlessQueued),
  );
