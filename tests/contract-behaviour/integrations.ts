import { describe, expect, it } from 'vitest';
import { CARD_IDS } from '@contract/analytics';
import { EMPTY_BUSINESS_PROFILE } from '@contract/business-profile';
import { endpoints } from '@contract/endpoints';
import { NETWORKS } from '@contract/integrations';
import { API_MESSAGES } from '@contract/messages';
import { sampleDraftRequest } from '@contract/samples';
import { toLocalParts } from '@core/schedule/zoned-time';
import { failure, ok, PASSWORD, uniqueEmail } from './answers';
import type { BackendUnderTest } from './backend';

/** An identifier in the server's shape that names nothing. */
const NOBODY_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Connected accounts and publications as far as both backends go without a network:
 * what a new owner sees, and the refusals. Connecting itself needs the network's sign-in.
 */
export function describeIntegrations(backend: () => BackendUnderTest) {
  const signUp = async (name: string) =>
    (await backend().signUp(uniqueEmail(name), PASSWORD)).actor;

  describe('integrations', () => {
    it('offers every network and lists no account before one is connected', async () => {
      const ann = await signUp('ann');
      const answer = ok(await ann.call('GET', '/integrations'), endpoints.getIntegrations.response);
      expect(answer.networks.map((item) => item.network)).toEqual([...NETWORKS]);
      expect(answer.accounts).toEqual([]);
    });

    it('answers 404 to connecting a network it does not know', async () => {
      const ann = await signUp('ann');
      const answer = await ann.call('POST', '/integrations/myspace/connect', {});
      expect(failure(answer, 404)).toBe(API_MESSAGES.networkUnknown);
    });

    it.each([
      [
        'an identifier that names no connection',
        'not-a-connection',
        API_MESSAGES.connectionNotFound,
      ],
      ['a connection attempt that is over', NOBODY_ID, API_MESSAGES.connectionExpired],
    ])('answers 404 to reading or picking from %s', async (_label, id, message) => {
      const ann = await signUp('ann');
      expect(failure(await ann.call('GET', `/integrations/pending/${id}`), 404)).toBe(message);
      const pick = await ann.call('POST', `/integrations/pending/${id}`, {
        target_ids: ['sandbox-instagram'],
      });
      expect(failure(pick, 404)).toBe(message);
    });

    it('answers 404 to disconnecting an account that is not connected', async () => {
      const ann = await signUp('ann');
      const answer = await ann.call('DELETE', `/integrations/accounts/${NOBODY_ID}`, {});
      expect(failure(answer, 404)).toBe(API_MESSAGES.accountNotFound);
    });
  });

  describe('publications', () => {
    it('lists none for a post never published, and none needing attention', async () => {
      const ann = await signUp('ann');
      const draft = ok(
        await ann.call('POST', '/save-draft', sampleDraftRequest(ann.email)),
        endpoints.saveDraft.response,
        201,
      ).draft;
      const ofPost = await ann.call('GET', `/publications?post=${encodeURIComponent(draft.id)}`);
      expect(ok(ofPost, endpoints.getPublications.response).publications).toEqual([]);
      const attention = await ann.call('GET', '/publications/attention');
      expect(
        ok(attention, endpoints.getPublicationsNeedingAttention.response).publications,
      ).toEqual([]);
    });

    it("answers 404 to the publications of another owner's post or an unknown one", async () => {
      const ann = await signUp('ann');
      const draft = ok(
        await ann.call('POST', '/save-draft', sampleDraftRequest(ann.email)),
        endpoints.saveDraft.response,
        201,
      ).draft;
      const bob = await signUp('bob');
      for (const id of [draft.id, NOBODY_ID, 'not-a-post']) {
        const answer = await bob.call('GET', `/publications?post=${encodeURIComponent(id)}`);
        expect(failure(answer, 404)).toBe(API_MESSAGES.postNotFound);
      }
    });

    it.each(['retry', 'mark-posted'])(
      'answers 404 to %s of an unknown publication',
      async (action) => {
        const ann = await signUp('ann');
        for (const id of [NOBODY_ID, 'not-a-publication']) {
          const answer = await ann.call('POST', `/publications/${id}/${action}`, {});
          expect(failure(answer, 404)).toBe(API_MESSAGES.publicationNotFound);
        }
      },
    );
  });

  describe('analytics', () => {
    it('answers an owner with nothing published: no posts, cards without numbers', async () => {
      const ann = await signUp('ann');
      const answer = ok(
        await ann.call('GET', '/analytics?range=7d'),
        endpoints.getAnalytics.response,
      );
      expect(answer).toMatchObject({ range: '7d', published_total: 0, posts: [], top_posts: [] });
      expect(answer.cards.map((card) => card.id)).toEqual([...CARD_IDS]);
      expect(answer.cards.find((card) => card.id === 'total_posts')?.value).toBe(0);
      expect(answer.cards.find((card) => card.id === 'reach')?.value).toBeNull();
      // No time zone known: seven whole UTC days, said so.
      expect(answer.time_zone).toBe('UTC');
      expect(Date.parse(answer.to) - Date.parse(answer.from)).toBe(7 * 86_400_000);
    });

    it('counts the periods from midnight in the business profile’s time zone', async () => {
      const ann = await signUp('ann');
      ok(
        await ann.call('PUT', '/business-profile', {
          ...EMPTY_BUSINESS_PROFILE,
          timeZone: 'Australia/Sydney',
        }),
        endpoints.saveBusinessProfile.response,
      );
      const answer = ok(
        await ann.call('GET', '/analytics?range=year'),
        endpoints.getAnalytics.response,
      );
      expect(answer.time_zone).toBe('Australia/Sydney');
      for (const boundary of [answer.from, answer.to]) {
        expect(toLocalParts(new Date(boundary), 'Australia/Sydney').time).toBe('00:00');
      }
      expect(toLocalParts(new Date(answer.from), 'Australia/Sydney').date.slice(5)).toBe('01-01');
    });

    it('takes the last 30 days when no range is given, and refuses a range it does not know', async () => {
      const ann = await signUp('ann');
      const answer = ok(await ann.call('GET', '/analytics'), endpoints.getAnalytics.response);
      expect(answer.range).toBe('30d');
      const wrong = await ann.call('GET', '/analytics?range=forever');
      expect(failure(wrong, 400)).toMatch(/^range: /);
    });

    it('answers 401 to someone not signed in', async () => {
      const answer = await backend().anonymous().call('GET', '/analytics');
      expect(failure(answer, 401)).toBe(API_MESSAGES.unauthenticated);
    });
  });

  describe('a post’s results', () => {
    it('answers no publication for a post never scheduled', async () => {
      const ann = await signUp('ann');
      const draft = ok(
        await ann.call('POST', '/save-draft', sampleDraftRequest(ann.email)),
        endpoints.saveDraft.response,
        201,
      ).draft;
      const answer = ok(
        await ann.call('GET', `/posts/${encodeURIComponent(draft.id)}/results`),
        endpoints.getPostResults.response,
      );
      expect(answer).toEqual({ success: true, post_id: draft.id, publications: [] });
    });

    it("answers 404 to another owner's post or an unknown one", async () => {
      const ann = await signUp('ann');
      const draft = ok(
        await ann.call('POST', '/save-draft', sampleDraftRequest(ann.email)),
        endpoints.saveDraft.response,
        201,
      ).draft;
      const bob = await signUp('bob');
      for (const id of [draft.id, NOBODY_ID, 'not-a-post']) {
        const answer = await bob.call('GET', `/posts/${encodeURIComponent(id)}/results`);
        expect(failure(answer, 404)).toBe(API_MESSAGES.postNotFound);
      }
    });

    it('answers 401 to someone not signed in', async () => {
      const answer = await backend().anonymous().call('GET', `/posts/${NOBODY_ID}/results`);
      expect(failure(answer, 401)).toBe(API_MESSAGES.unauthenticated);
    });
  });
}
