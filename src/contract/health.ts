import { z } from 'zod';

/**
 * GET /health (customer spec 4: the connection-quality check times this round trip): 200 with the
 * database's latency, or 503 when the database does not answer.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().int().optional(),
  }),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
