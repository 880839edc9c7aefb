import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@contract/endpoints';
import type { Team } from '../team/team';
import type { TeamSession } from '../team/team-session';

export interface TeamRouteOptions {
  team: Team;
}

const success = { success: true as const };
const userIdParams = z.object({ userId: z.string() });
const idParams = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string().max(200) });

/** The request's session as the team calls see it: its person, business and switch. */
function sessionOf(app: FastifyInstance, request: FastifyRequest): TeamSession {
  return {
    user: request.signedIn,
    business: request.sessionBusiness,
    actFor: (businessId) => app.sessionActsFor(request, businessId),
  };
}

/** The person's businesses, the business's team and accepting an invitation: signed in. */
export async function teamRoutes(app: FastifyInstance, options: TeamRouteOptions) {
  businessRoutes(app, options);
  memberRoutes(app, options);
  invitationRoutes(app, options);
}

/** Listing, switching and starting the person's businesses. */
function businessRoutes(app: FastifyInstance, { team }: TeamRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = (request: FastifyRequest) => sessionOf(app, request);

  api.get(
    endpoints.getBusinesses.path,
    { schema: { response: { 200: endpoints.getBusinesses.response } } },
    (request) => team.businesses.list(session(request)),
  );
  api.post(
    endpoints.switchBusiness.path,
    {
      schema: {
        body: endpoints.switchBusiness.request,
        response: { 200: endpoints.switchBusiness.response },
      },
    },
    (request) => team.businesses.switchTo(session(request), request.body.business_id),
  );
  api.post(
    endpoints.createBusiness.path,
    {
      schema: {
        body: endpoints.createBusiness.request,
        response: { 201: endpoints.createBusiness.response },
      },
    },
    async (request, reply) => {
      const answer = await team.businesses.create(session(request), request.body.name);
      reply.code(201);
      return answer;
    },
  );
}

/** The business's members: listed, their roles changed, removed; leaving it. */
function memberRoutes(app: FastifyInstance, { team }: TeamRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = (request: FastifyRequest) => sessionOf(app, request);

  api.get(
    endpoints.getTeam.path,
    { schema: { response: { 200: endpoints.getTeam.response } } },
    (request) => team.members.team(session(request)),
  );
  api.put(
    endpoints.changeMemberRole.path,
    {
      schema: {
        params: userIdParams,
        body: endpoints.changeMemberRole.request,
        response: { 200: endpoints.changeMemberRole.response },
      },
    },
    (request) =>
      team.members.changeRole(session(request), request.params.userId, request.body.role),
  );
  api.delete(
    endpoints.removeMember.path,
    { schema: { params: userIdParams, response: { 200: endpoints.removeMember.response } } },
    async (request) => {
      await team.members.remove(session(request), request.params.userId);
      return success;
    },
  );
  api.post(
    endpoints.leaveBusiness.path,
    { schema: { response: { 200: endpoints.leaveBusiness.response } } },
    (request) => team.members.leave(session(request)),
  );
}

/** Inviting, revoking an invitation, and accepting one as the signed-in person. */
function invitationRoutes(app: FastifyInstance, { team }: TeamRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = (request: FastifyRequest) => sessionOf(app, request);

  api.post(
    endpoints.inviteMember.path,
    {
      schema: {
        body: endpoints.inviteMember.request,
        response: { 201: endpoints.inviteMember.response },
      },
    },
    async (request, reply) => {
      const invitation = await team.invitations.invite(session(request), request.body);
      reply.code(201);
      return { invitation };
    },
  );
  api.delete(
    endpoints.revokeInvitation.path,
    { schema: { params: idParams, response: { 200: endpoints.revokeInvitation.response } } },
    async (request) => {
      await team.invitations.revoke(session(request), request.params.id);
      return success;
    },
  );
  api.post(
    endpoints.acceptInvitation.path,
    { schema: { params: tokenParams, response: { 200: endpoints.acceptInvitation.response } } },
    async (request) => ({
      business: await team.invitations.accept(session(request), request.params.token),
    }),
  );
}

/** An invitation's preview, open to anyone holding its link. */
export async function invitationPreviewRoute(app: FastifyInstance, { team }: TeamRouteOptions) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      endpoints.getInvitation.path,
      { schema: { params: tokenParams, response: { 200: endpoints.getInvitation.response } } },
      (request) => team.invitations.preview(request.params.token),
    );
}
