import { describe, expect, it } from 'vitest';
import {
  BUSINESS_PROFILE_MESSAGES,
  EMPTY_BUSINESS_PROFILE,
  type BusinessProfile,
} from '@contract/business-profile';
import { endpoints } from '@contract/endpoints';
import { failure, ok, PASSWORD, uniqueEmail } from './answers';
import type { BackendUnderTest } from './backend';

/** What the business does, sells and how it runs: the same answers from both backends. */

const BAKERY: BusinessProfile = {
  whatYouDo: 'sourdough bakery and café',
  offerings: [
    { name: 'Sourdough loaf', description: 'Three-day ferment', price: '£3.50', season: [] },
    { name: 'Hot cross buns', description: '', price: 'from £1.20', season: [3, 4] },
    { name: 'Pastel de nata', description: 'Custard tart', price: '1.250,00 €', season: [] },
    { name: 'Bread class', description: 'Saturday mornings', price: null, season: [] },
  ],
  differences: ['Flour milled in Somerset'],
  address: '12 Mill Lane, Bristol BS1 4AA',
  phone: '+44 117 496 0000',
  bookingUrl: 'https://bakery.example/order',
  openingHours: {
    weekly: {
      monday: [],
      tuesday: [
        { opens: '07:30', closes: '12:00' },
        { opens: '13:00', closes: '17:00' },
      ],
      saturday: [{ opens: '08:00', closes: '00:00' }],
    },
    closures: [{ from: '2027-12-24', to: '2028-01-02', note: 'Christmas break' }],
  },
  country: 'GB',
  timeZone: 'Europe/London',
  languages: ['en'],
  avoid: ['organic'],
};

export function describeBusinessProfile(backend: () => BackendUnderTest) {
  const signUp = async (name: string) =>
    (await backend().signUp(uniqueEmail(name), PASSWORD)).actor;

  describe('business profile', () => {
    it('answers the empty profile, never saved, before the owner says anything', async () => {
      const ann = await signUp('ann');
      const answer = ok(
        await ann.call('GET', '/business-profile'),
        endpoints.getBusinessProfile.response,
      );
      expect(answer).toEqual({ profile: EMPTY_BUSINESS_PROFILE, updatedAt: null });
    });

    it('keeps a saved profile, prices verbatim, and answers it on the next read', async () => {
      const ann = await signUp('ann');
      const saved = ok(
        await ann.call('PUT', '/business-profile', BAKERY),
        endpoints.saveBusinessProfile.response,
      );
      expect(saved.profile).toEqual(BAKERY);
      expect(saved.updatedAt).not.toBeNull();
      const read = ok(
        await ann.call('GET', '/business-profile'),
        endpoints.getBusinessProfile.response,
      );
      expect(read.profile).toEqual(BAKERY);
      expect(read.profile.offerings.map((offering) => offering.price)).toEqual([
        '£3.50',
        'from £1.20',
        '1.250,00 €',
        null,
      ]);
    });

    it("refuses a price that is not a price with 400 and the contract's message", async () => {
      const ann = await signUp('ann');
      const answer = await ann.call('PUT', '/business-profile', {
        ...BAKERY,
        offerings: [{ name: 'Loaf', description: '', price: 'cheap', season: [] }],
      });
      expect(failure(answer, 400)).toBe(`offerings.0.price: ${BUSINESS_PROFILE_MESSAGES.price}`);
      const read = ok(
        await ann.call('GET', '/business-profile'),
        endpoints.getBusinessProfile.response,
      );
      expect(read.updatedAt).toBeNull();
    });

    it("refuses opening hours that end before they start with the contract's message", async () => {
      const ann = await signUp('ann');
      const answer = await ann.call('PUT', '/business-profile', {
        ...BAKERY,
        openingHours: { weekly: { friday: [{ opens: '17:00', closes: '09:00' }] }, closures: [] },
      });
      expect(failure(answer, 400)).toBe(
        `openingHours.weekly.friday.0.closes: ${BUSINESS_PROFILE_MESSAGES.hoursOrder}`,
      );
    });
  });
}
