import { z } from 'zod';

/** What GET /api/healthz answers while the server is up. */
export const healthSchema = z.object({
  success: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
});
