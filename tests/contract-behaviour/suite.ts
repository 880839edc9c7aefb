import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_PROFILE } from '@contract/business-profile';
import { draftSchema } from '@contract/drafts';
import { endpoints } from '@contract/endpoints';
import { normaliseOnboardingData, type OnboardingData } from '@contract/onboarding';
import { sampleDraftRequest, sampleOnboardingData } from '@contract/samples';
import { failure, ok, PASSWORD, uniqueEmail } from './answers';
import { tinyPngFile, type BackendActor, type BackendUnderTest } from './backend';
import { describeBusinessProfile } from './business-profile';
import { describeIntegrations } from './integrations';
import { describePlansAndPosts } from './plans-and-posts';
import { describeTeam } from './team';

/**
 * One behavioural suite of the contract, run against the mock backend (in the web
 * tests) and against the real server (in the server tests), so the two cannot drift.
 * Cases that only a server with sessions can honour are marked "server only".
 */

const profile = (name: string): OnboardingData =>
  sampleOnboardingData({ business: { name }, contentPrefs: { platforms: ['instagram'] } });

const draftRequest = (email: string, title: string) =>
  sampleDraftRequest(email, { title, original_post_desc: `Sourdough ${title}` });

export function describeContractBehaviour(
  kind: BackendUnderTest['kind'],
  backendFactory: () => BackendUnderTest,
) {
  const backend = () => backendFactory();
  const signUp = async (name: string) =>
    (await backend().signUp(uniqueEmail(name), PASSWORD)).actor;

  describe('accounts', () => {
    it('signs up with 201 and the user, then logs in as the same user', async () => {
      const email = uniqueEmail('ann');
      const { answer } = await backend().signUp(email, PASSWORD);
      const created = ok(answer, endpoints.addUser.response, 201);
      expect(created.user.email).toBe(email);
      const login = await backend()
        .anonymous()
        .call('POST', '/login', { email, password: PASSWORD });
      expect(ok(login, endpoints.login.response).user).toEqual(created.user);
    });

    it('refuses a second account for the same e-mail with 409', async () => {
      const email = uniqueEmail('ann');
      await backend().signUp(email, PASSWORD);
      const again = await backend()
        .anonymous()
        .call('POST', '/add-user', { email, password: PASSWORD });
      expect(failure(again, 409)).toBe('An account with this email already exists');
    });

    it('answers 400 for a password shorter than 8 characters', async () => {
      const answer = await backend()
        .anonymous()
        .call('POST', '/add-user', { email: uniqueEmail('ann'), password: 'short' });
      expect(failure(answer, 400)).toBe('password: Password must be at least 8 characters');
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      const email = uniqueEmail('ann');
      await backend().signUp(email, PASSWORD);
      const anonymous = backend().anonymous();
      const wrong = await anonymous.call('POST', '/login', { email, password: 'not-the-password' });
      const unknown = await anonymous.call('POST', '/login', {
        email: uniqueEmail('nobody'),
        password: 'not-the-password',
      });
      expect(failure(wrong, 401)).toBe('Invalid email or password');
      expect(failure(unknown, 401)).toBe('Invalid email or password');
    });

    it('answers success to POST /logout', async () => {
      const ann = await signUp('ann');
      ok(await ann.call('POST', '/logout', {}), endpoints.logout.response);
    });
  });

  describe('onboarding', () => {
    it('answers 404 before a profile is saved', async () => {
      const ann = await signUp('ann');
      const answer = await ann.call('GET', `/onboarding/by-email/${encodeURIComponent(ann.email)}`);
      expect(failure(answer, 404)).toBe('Onboarding data not found');
    });

    it('stores the profile and reads it back by e-mail and by user id', async () => {
      const ann = await signUp('ann');
      const data = profile('Golden Crust Bakery');
      const saved = ok(
        await ann.call('POST', '/onboarding', { user_email: ann.email, onboarding_data: data }),
        endpoints.saveOnboarding.response,
      );
      const byEmail = ok(
        await ann.call('GET', `/onboarding/by-email/${encodeURIComponent(ann.email)}`),
        endpoints.getOnboardingByEmail.response,
      );
      expect(normaliseOnboardingData(byEmail.onboarding_data)).toEqual(data);
      const byId = ok(
        await ann.call('GET', `/onboarding/${encodeURIComponent(String(saved.user_id))}`),
        endpoints.getOnboardingById.response,
      );
      expect(normaliseOnboardingData(byId.onboarding_data)).toEqual(data);
    });

    it("answers 'No user identification found' when the body names nobody", async () => {
      const ann = await signUp('ann');
      const answer = await ann.call('POST', '/onboarding', { onboarding_data: profile('Crumb') });
      expect(failure(answer, 400)).toBe('No user identification found');
    });

    it('counts no brand assets before any upload', async () => {
      const ann = await signUp('ann');
      const answer = ok(
        await ann.call('GET', `/get-brand-assets/${encodeURIComponent(ann.email)}`),
        endpoints.getBrandAssets.response,
      );
      expect(answer.brand_assets).toEqual({ logos: { count: 0 }, photos: { count: 0, files: [] } });
    });

    it('counts an uploaded logo and lists uploaded photos by file name', async () => {
      const ann = await signUp('ann');
      const logoForm = new FormData();
      logoForm.append('file', tinyPngFile('logo.png'));
      logoForm.append('user_email', ann.email);
      logoForm.append('file_type', 'logo');
      const logo = ok(await ann.postForm('/upload', logoForm), endpoints.upload.response);
      expect(logo.url).not.toBe('');
      const photoForm = new FormData();
      photoForm.append('files', tinyPngFile('a.png'));
      photoForm.append('files', tinyPngFile('b.png'));
      photoForm.append('user_email', ann.email);
      photoForm.append('file_type', 'photo');
      const photos = ok(
        await ann.postForm('/upload-multiple', photoForm),
        endpoints.uploadMultiple.response,
      );
      expect(photos.files).toHaveLength(2);
      const assets = ok(
        await ann.call('GET', `/get-brand-assets/${encodeURIComponent(ann.email)}`),
        endpoints.getBrandAssets.response,
      ).brand_assets;
      expect(assets.logos.count).toBe(1);
      expect(assets.photos.count).toBe(2);
    });
  });

  describe('drafts', () => {
    it('saves with 201, lists newest first with count, deletes, and 404s a second delete', async () => {
      const ann = await signUp('ann');
      const first = ok(
        await ann.call('POST', '/save-draft', draftRequest(ann.email, 'First')),
        endpoints.saveDraft.response,
        201,
      ).draft;
      expect(first).toMatchObject(draftRequest(ann.email, 'First'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = ok(
        await ann.call('POST', '/save-draft', draftRequest(ann.email, 'Second')),
        endpoints.saveDraft.response,
        201,
      ).draft;
      const listed = ok(
        await ann.call('GET', `/get-drafts?user_email=${encodeURIComponent(ann.email)}`),
        endpoints.getDrafts.response,
      );
      expect(listed.count).toBe(2);
      expect(listed.drafts.map((draft) => draft.id)).toEqual([second.id, first.id]);
      ok(
        await ann.call('DELETE', `/delete-draft/${encodeURIComponent(first.id)}`, {
          user_email: ann.email,
        }),
        endpoints.deleteDraft.response,
      );
      const again = await ann.call('DELETE', `/delete-draft/${encodeURIComponent(first.id)}`, {
        user_email: ann.email,
      });
      expect(failure(again, 404)).toBe('Draft not found');
    });

    it('saves one draft for one result, however often it is saved', async () => {
      const ann = await signUp('ann');
      const bob = await signUp('bob');
      const resultId = crypto.randomUUID();
      const save = async (actor: BackendActor, title: string, result = resultId) =>
        ok(
          await actor.call('POST', '/save-draft', {
            ...draftRequest(actor.email, title),
            result_id: result,
          }),
          endpoints.saveDraft.response,
          201,
        ).draft;
      const first = await save(ann, 'Rye');
      const again = await save(ann, 'Rye');
      expect(again.id).toBe(first.id);
      expect(again.result_id).toBe(resultId);
      const other = await save(ann, 'Spelt', crypto.randomUUID());
      expect(other.id).not.toBe(first.id);
      // Another owner's save of the same result is theirs alone.
      expect((await save(bob, 'Rye')).id).not.toBe(first.id);
      const listed = ok(
        await ann.call('GET', `/get-drafts?user_email=${encodeURIComponent(ann.email)}`),
        endpoints.getDrafts.response,
      );
      expect(listed.drafts.map((draft) => draft.title).sort()).toEqual(['Rye', 'Spelt']);
    });

    it("answers 404 to deleting another user's draft and keeps it", async () => {
      const ann = await signUp('ann');
      const bob = await signUp('bob');
      const draft = draftSchema.parse(
        ok(
          await ann.call('POST', '/save-draft', draftRequest(ann.email, 'Mine')),
          endpoints.saveDraft.response,
          201,
        ).draft,
      );
      const answer = await bob.call('DELETE', `/delete-draft/${encodeURIComponent(draft.id)}`, {
        user_email: bob.email,
      });
      expect(failure(answer, 404)).toBe('Draft not found');
      const listed = ok(
        await ann.call('GET', `/get-drafts?user_email=${encodeURIComponent(ann.email)}`),
        endpoints.getDrafts.response,
      );
      expect(listed.count).toBe(1);
    });

    it('refuses generation_params that are not generation parameters, saving nothing', async () => {
      const ann = await signUp('ann');
      const answer = await ann.call('POST', '/save-draft', {
        ...draftRequest(ann.email, 'Bad'),
        generation_params: '{"captionLength":"long"}',
      });
      expect(failure(answer, 400)).toBe('generation_params must be JSON generation parameters');
      const listed = ok(
        await ann.call('GET', `/get-drafts?user_email=${encodeURIComponent(ann.email)}`),
        endpoints.getDrafts.response,
      );
      expect(listed.count).toBe(0);
    });

    it.each([
      ['a missing user_email', { user_email: undefined }, /^user_email: /],
      ['a blank description', { original_post_desc: '   ' }, /^original_post_desc: /],
      [
        'a 301-character title',
        { title: 'x'.repeat(301) },
        /^title: must be at most 300 characters$/,
      ],
    ])('answers 400 "<field>: <reason>" for %s', async (_label, change, message) => {
      const ann = await signUp('ann');
      const answer = await ann.call('POST', '/save-draft', {
        ...draftRequest(ann.email, 'T'),
        ...change,
      });
      expect(failure(answer, 400)).toMatch(message);
    });
  });

  describe('generation', () => {
    const textRequest = (email: string, onboarding: OnboardingData | null) => ({
      user_email: email,
      onboarding_data: onboarding,
      post_desc: 'Fresh sourdough this weekend',
      variation: 3,
      titleGeneration: true,
      seoEnabled: false,
      trendingEnabled: false,
      captionGeneration: true,
      captionLength: 'medium',
      hashtagGeneration: true,
      imageGeneration: false,
    });

    it('writes for the stored brand profile when the request carries none', async () => {
      const ann = await signUp('ann');
      const data = profile('Golden Crust Bakery');
      ok(
        await ann.call('POST', '/onboarding', { user_email: ann.email, onboarding_data: data }),
        endpoints.saveOnboarding.response,
      );
      const write = async (actor: typeof ann, onboarding: OnboardingData | null) =>
        ok(
          await actor.call(
            'POST',
            '/generate-brand-aware-content',
            textRequest(actor.email, onboarding),
          ),
          endpoints.generateBrandAwareContent.response,
        );
      const fromStored = await write(ann, null);
      expect(fromStored).toEqual(await write(ann, data));
      // An owner with no profile gets the unbranded post for the same request.
      const bob = await signUp('bob');
      expect(await write(bob, null)).not.toEqual(fromStored);
    });

    it('asks for a detail until the business profile has something to feature', async () => {
      const ann = await signUp('ann');
      // A trade the writer does not know: only the business profile can give it a subject.
      const unknownTrade = sampleOnboardingData({
        business: { name: 'Kettle & Co', industry: 'Other' },
      });
      const vague = async () =>
        ok(
          await ann.call('POST', '/generate-brand-aware-content', {
            ...textRequest(ann.email, unknownTrade),
            post_desc: 'remind people we exist',
          }),
          endpoints.generateBrandAwareContent.response,
        );
      expect((await vague()).needs_detail).toBe(true);
      ok(
        await ann.call('PUT', '/business-profile', {
          ...EMPTY_BUSINESS_PROFILE,
          offerings: [
            { name: 'Loose-leaf tea', description: 'Blended in the shop', price: '£4', season: [] },
          ],
        }),
        endpoints.saveBusinessProfile.response,
      );
      const written = await vague();
      expect(written.needs_detail).toBe(false);
      expect(written.caption).toContain('Loose-leaf tea');
    });
  });

  describePlansAndPosts(backend);
  describeIntegrations(backend);
  describeBusinessProfile(backend);
  describeTeam(backend);

  // Only a server with sessions can honour these: the mock trusts the e-mail it is given.
  if (kind !== 'server') return;
  describe('server only: the session decides who the user is', () => {
    it('answers 401 without a session', async () => {
      const answer = await backend()
        .anonymous()
        .call('GET', '/get-drafts?user_email=ann@example.com');
      expect(failure(answer, 401)).toBe('Please log in again.');
    });

    it("answers 403 to another user's e-mail", async () => {
      const ann = await signUp('ann');
      const bob = await signUp('bob');
      const answer = await bob.call(
        'GET',
        `/get-drafts?user_email=${encodeURIComponent(ann.email)}`,
      );
      expect(failure(answer, 403)).toBe("You can only access your own account's data.");
    });
  });
}
