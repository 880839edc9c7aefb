// Linted as if it were server/src/routes/route-imports-route.ts (see
// tests/route-boundaries.test.ts): a route reaching into two others, and into the database.
import { isUuid } from '../db/uuid';
import { toPlan } from './plans';
import { postRoutes } from '../routes/posts';

export const reached = [isUuid, toPlan, postRoutes];
