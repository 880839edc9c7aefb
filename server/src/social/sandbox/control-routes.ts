import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { networkSchema } from '@contract/integrations';
import { HttpError } from '../../http-error';
import type { StandIns } from './networks';

/**
 * Faults on demand for the stand-in networks over HTTP, so a browser test (or a newcomer)
 * can make a sandbox network refuse a post or expire its tokens. Registered only when
 * SOCIAL_SANDBOX=1 started the stand-ins: a real deployment has no such route.
 */
export const SANDBOX_CONTROL_PREFIX = '/sandbox';

const answerSchema = z.object({
  status: z.number().int().min(100).max(599),
  body: z.unknown().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('delay'), ms: z.number().int().min(0).max(120_000) }),
  z.object({ kind: z.literal('answer'), answer: answerSchema }),
  z.object({
    kind: z.literal('server_error'),
    status: z.number().int().min(500).max(599).optional(),
  }),
  z.object({ kind: z.literal('rate_limit'), resetInSeconds: z.number().int().min(0).max(86_400) }),
  z.object({ kind: z.literal('expired_token') }),
  z.object({ kind: z.literal('record_then_drop') }),
]);

const networkParams = z.object({ network: networkSchema });
const ok = z.object({ success: z.literal(true) });

/** Faults and controls of the sandbox networks, in the signed-in scope. */
export async function sandboxControlRoutes(
  app: FastifyInstance,
  options: {
    standIns: StandIns;
    /** How far the stand-ins' clock runs ahead of the server's. */
    clock: { offsetMs: number };
    /** Reads every post's numbers that are due at the moved clock. */
    collectMetrics: () => Promise<void>;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const standInOf = (network: z.infer<typeof networkSchema>) => {
    const standIn = options.standIns[network];
    if (!standIn) throw new HttpError(404, `There is no sandbox ${network} network`);
    return standIn;
  };

  api.post(
    `${SANDBOX_CONTROL_PREFIX}/:network/faults`,
    {
      schema: {
        params: networkParams,
        // The stand-in's own route, as in its log: "POST /2/tweets", "POST /:page/feed".
        body: z.object({
          route: z.string().min(3).max(200),
          faults: z.array(faultSchema).min(1).max(10),
        }),
        response: { 200: ok },
      },
    },
    async (request) => {
      standInOf(request.params.network).fail(request.body.route, ...request.body.faults);
      return { success: true as const };
    },
  );

  api.post(
    `${SANDBOX_CONTROL_PREFIX}/:network/revoke`,
    { schema: { params: networkParams, response: { 200: ok } } },
    async (request) => {
      // As when the owner removes the app on the network: no token works, none can be renewed.
      const standIn = standInOf(request.params.network);
      standIn.expireAccessTokens();
      standIn.revokeRefreshTokens();
      return { success: true as const };
    },
  );

  api.post(
    `${SANDBOX_CONTROL_PREFIX}/clock`,
    {
      schema: {
        // As if this many hours passed on the networks: posts' numbers grow, and the
        // readings due by then are taken at once.
        body: z.object({
          hours: z
            .number()
            .int()
            .min(1)
            .max(24 * 60),
        }),
        response: { 200: z.object({ success: z.literal(true), ahead_hours: z.number() }) },
      },
    },
    async (request) => {
      options.clock.offsetMs += request.body.hours * 3_600_000;
      await options.collectMetrics();
      return { success: true as const, ahead_hours: options.clock.offsetMs / 3_600_000 };
    },
  );
}
