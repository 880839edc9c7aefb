// Linted as if it were on each floor of server/src (see tests/feature-boundaries.test.ts):
// imports of a sibling, a route, a plugin, a service and the database.
export { draftRoutes } from './drafts';
export { postRoutes } from '../routes/posts';
export { userOf } from '../plugins/sessions';
export { createPublisher } from '../social/publisher';
export { sessionRepository } from '../db/sessions';
