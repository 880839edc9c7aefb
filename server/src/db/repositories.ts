import { accountTokenRepository } from './account-tokens';
import { accountRepository } from './account';
import type { Db } from './client';
import { draftRepository } from './drafts';
import { onboardingRepository } from './onboarding';
import { rateLimitRepository } from './rate-limits';
import { planRepository } from './plans';
import { postRepository } from './posts';
import { sessionRepository } from './sessions';
import { socialRepository } from './social';
import { uploadRepository } from './uploads';
import { userRepository } from './users';

export function createRepositories(db: Db) {
  return {
    users: userRepository(db),
    sessions: sessionRepository(db),
    accountTokens: accountTokenRepository(db),
    onboarding: onboardingRepository(db),
    uploads: uploadRepository(db),
    drafts: draftRepository(db),
    rateLimits: rateLimitRepository(db),
    account: accountRepository(db),
    posts: postRepository(db),
    plans: planRepository(db),
    social: socialRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
