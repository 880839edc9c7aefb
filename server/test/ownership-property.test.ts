import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { expectFailure, expectSuccess, TestClient, type Answer } from './support/client';
import { startTestServer, type TestServer } from './support/test-server';
import { pngImage, uploadForm } from './support/images';

const NOT_YOURS = "You can only access your own account's data.";

interface PoolUser {
  client: TestClient;
  id: string;
  email: string;
  googleId: string;
  draftId: string;
}

let server: TestServer;
let png: Buffer;
const pool: PoolUser[] = [];

/**
 * Google sign-in comes from a fake verifier handed to the real app (the credential is
 * `sub|email`), so that every user of the pool also has a google_id to be named by.
 */
beforeAll(async () => {
  server = await startTestServer({
    overrides: {
      verifyGoogle: async (credential) => {
        const [sub, email] = credential.split('|');
        return sub ? { sub, email: email ?? null, emailVerified: true, name: null } : null;
      },
    },
  });
  png = await pngImage();
  const stamp = Date.now();
  for (let index = 0; index < 4; index += 1) {
    const email = `pool${index}-${stamp}@example.com`;
    const googleId = `g-pool-${index}-${stamp}`;
    const client = new TestClient(server.url);
    await client.signUp(email);
    const { user } = expectSuccess(
      await client.post('/api/google-login', { credential: `${googleId}|${email}` }),
      endpoints.googleLogin.response,
    );
    expect(user.google_id).toBe(googleId);
    expectSuccess(
      await client.post('/api/onboarding', {
        user_email: email,
        onboarding_data: sampleOnboardingData({ business: { name: `Business ${index}` } }),
      }),
      endpoints.saveOnboarding.response,
    );
    const { draft } = expectSuccess(
      await client.post('/api/save-draft', sampleDraftRequest(email, { title: `Draft ${index}` })),
      endpoints.saveDraft.response,
      201,
    );
    expectSuccess(
      await client.postForm(
        '/api/upload-multiple',
        uploadForm(
          [{ bytes: png, name: `photo-${index}.png`, type: 'image/png' }],
          { user_email: email, file_type: 'photo' },
          'files',
        ),
      ),
      endpoints.uploadMultiple.response,
    );
    pool.push({ client, id: String(user.id), email, googleId, draftId: draft.id });
  }
}, 120_000);
afterAll(() => server.close());

/** What a user sees of their own data, read with their own session. */
async function stateOf(user: PoolUser) {
  const profile = expectSuccess(
    await user.client.get(`/api/onboarding/by-email/${user.email}`),
    endpoints.getOnboardingByEmail.response,
  );
  const drafts = expectSuccess(
    await user.client.get(`/api/get-drafts?user_email=${user.email}`),
    endpoints.getDrafts.response,
  );
  const assets = expectSuccess(
    await user.client.get(`/api/get-brand-assets/${user.email}`),
    endpoints.getBrandAssets.response,
  );
  return { profile, drafts, assets };
}

interface Attempt {
  answer: Answer;
  status: 403 | 404;
  message: string;
}

type Operation = (attacker: PoolUser, victim: PoolUser, victimEmail: string) => Promise<Attempt>;

const refused = (answer: Answer): Attempt => ({ answer, status: 403, message: NOT_YOURS });

/** Everything user A might try against user B, each with the answer it must get. */
const operations: Record<string, Operation> = {
  readOnboardingById: async (a, b) => refused(await a.client.get(`/api/onboarding/${b.id}`)),
  readOnboardingByEmail: async (a, _b, email) =>
    refused(await a.client.get(`/api/onboarding/by-email/${encodeURIComponent(email)}`)),
  readBrandAssets: async (a, _b, email) =>
    refused(await a.client.get(`/api/get-brand-assets/${encodeURIComponent(email)}`)),
  listDrafts: async (a, _b, email) =>
    refused(await a.client.get(`/api/get-drafts?user_email=${encodeURIComponent(email)}`)),
  saveDraftAsVictim: async (a, _b, email) =>
    refused(await a.client.post('/api/save-draft', sampleDraftRequest(email, { title: 'Forged' }))),
  saveOnboardingAsVictimEmail: async (a, _b, email) =>
    refused(
      await a.client.post('/api/onboarding', {
        user_email: email,
        business_name: 'Forged',
        onboarding_data: sampleOnboardingData({ business: { name: 'Forged' } }),
      }),
    ),
  saveOnboardingAsVictimGoogleId: async (a, b) =>
    refused(
      await a.client.post('/api/onboarding', {
        google_id: b.googleId,
        onboarding_data: sampleOnboardingData({ business: { name: 'Forged' } }),
      }),
    ),
  deleteVictimDraftWithOwnEmail: async (a, b) => ({
    answer: await a.client.delete(`/api/delete-draft/${b.draftId}`, { user_email: a.email }),
    status: 404,
    message: 'Draft not found',
  }),
  deleteVictimDraftWithVictimEmail: async (a, b, email) =>
    refused(await a.client.delete(`/api/delete-draft/${b.draftId}`, { user_email: email })),
  uploadLogoAsVictim: async (a, _b, email) =>
    refused(
      await a.client.postForm(
        '/api/upload',
        uploadForm([{ bytes: png, name: 'forged.png', type: 'image/png' }], {
          user_email: email,
          file_type: 'logo',
        }),
      ),
    ),
  uploadPhotosAsVictim: async (a, _b, email) =>
    refused(
      await a.client.postForm(
        '/api/upload-multiple',
        uploadForm(
          [{ bytes: png, name: 'forged.png', type: 'image/png' }],
          { user_email: email, file_type: 'photo' },
          'files',
        ),
      ),
    ),
};

describe('ownership', () => {
  it("no user can read or change another user's data (property)", async () => {
    const before = await Promise.all(pool.map(stateOf));
    const runs: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...Object.keys(operations)),
        fc.boolean(),
        async (a, b, name, shout) => {
          fc.pre(a !== b);
          const attacker = pool[a];
          const victim = pool[b];
          const operation = operations[name];
          if (!attacker || !victim || !operation) throw new Error('Bad pool index');
          const email = shout ? victim.email.toUpperCase() : victim.email;
          const { answer, status, message } = await operation(attacker, victim, email);
          expect(answer.status, name).toBeGreaterThanOrEqual(400);
          expect(expectFailure(answer, status), name).toBe(message);
          expect(await stateOf(victim), name).toEqual(before[b]);
          expect(await stateOf(attacker), name).toEqual(before[a]);
          runs.push(name);
        },
      ),
      { numRuns: 60 },
    );
    expect(runs.length).toBe(60);
    expect(await Promise.all(pool.map(stateOf))).toEqual(before);
  });

  it('lets each user still reach their own data', async () => {
    for (const [index, user] of pool.entries()) {
      const { profile, drafts, assets } = await stateOf(user);
      expect(profile.user_id).toBe(user.id);
      expect(drafts.drafts.map((draft) => [draft.id, draft.title])).toEqual([
        [user.draftId, `Draft ${index}`],
      ]);
      expect(assets.brand_assets.photos.files.map((file) => file.filename)).toEqual([
        `photo-${index}.png`,
      ]);
    }
  });
});
