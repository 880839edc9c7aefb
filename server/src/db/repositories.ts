import { accountTokenRepository } from './account-tokens';
import { accountRepository } from './account';
import type { Db } from './client';
import { draftRepository } from './drafts';
import { onboardingRepository } from './onboarding';
import { rateLimitRepository } from './rate-limits';
import { planRepository } from './plans';
import { postRepository } from './posts';
import { noSessionCache, type SessionCache } from './session-cache';
import { sessionRepository } from './sessions';
import { uploadRepository } from './uploads';
import { userRepository } from './users';

/** `sessionCache`: only where this process is the database's one writer (PGlite, ADR 0025). */
export function createRepositories(db: Db, sessionCache: SessionCache = noSessionCache) {
  return {
    users: userRepository(db, sessionCache),
    sessions: sessionRepository(db, sessionCache),
    accountTokens: accountTokenRepository(db),
    onboarding: onboardingRepository(db),
    uploads: uploadRepository(db),
    drafts: draftRepository(db),
    rateLimits: rateLimitRepository(db),
    account: accountRepository(db, sessionCache),
    posts: postRepository(db),
    plans: planRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
