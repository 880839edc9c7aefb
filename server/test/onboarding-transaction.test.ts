import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOnboardingData } from '@contract/samples';
import { createRepositories, type Repositories } from '../src/db/repositories';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let repos: Repositories;

beforeAll(async () => {
  database = await createTestDatabase();
  repos = createRepositories(database.database.db);
});
afterAll(() => database.dispose());

describe('saving the brand profile', () => {
  it('saves the profile and the account fields together', async () => {
    const user = await repos.users.create({ email: 'together@example.com' });
    await repos.onboarding.save({ businessId: user.id, userId: user.id }, sampleOnboardingData(), {
      businessName: 'Golden Crust',
    });
    expect(await repos.onboarding.find(user.id)).toEqual(sampleOnboardingData());
    expect((await repos.users.findById(user.id))?.businessName).toBe('Golden Crust');
  });

  it('keeps neither when the account update fails', async () => {
    await repos.users.create({ email: 'taken@example.com' });
    const user = await repos.users.create({ email: 'owner@example.com' });
    // Another account's e-mail breaks the unique index in the second statement.
    await expect(
      repos.onboarding.save({ businessId: user.id, userId: user.id }, sampleOnboardingData(), {
        email: 'taken@example.com',
      }),
    ).rejects.toThrow();
    expect(await repos.onboarding.find(user.id)).toBeUndefined();
    expect((await repos.users.findById(user.id))?.email).toBe('owner@example.com');
  });
});
