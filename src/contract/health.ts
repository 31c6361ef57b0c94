import { z } from 'zod';

/**
 * GET /health (customer spec 4: the connection-quality check times this round trip): 200 with the
 * database's latency, or 503 when the database does not answer. In scaled mode `redis`
 * tells whether Redis answers; without it the app still works (rate limits counted per instance,
 * live events held back), so a Redis that is down makes the status `degraded`, still a 200.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().int().optional(),
  }),
  /** Only when the app uses Redis (scaled mode). */
  redis: z
    .object({ status: z.enum(['up', 'down']), latencyMs: z.number().int().optional() })
    .optional(),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
