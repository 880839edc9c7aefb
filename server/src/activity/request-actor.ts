import type { FastifyRequest } from 'fastify';
import type { PostActor } from '../social/post-changes';
import { memberActor } from './activity-log';

/** The signed-in member a request acts as: their business, role and name for the log. */
export const postActorOf = (request: FastifyRequest): PostActor => ({
  businessId: request.business.id,
  role: request.business.role,
  who: memberActor(request.signedIn),
});
