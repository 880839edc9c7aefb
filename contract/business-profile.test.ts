import { describe, expect, it } from 'vitest';
import {
  BUSINESS_PROFILE_MESSAGES,
  EMPTY_BUSINESS_PROFILE,
  businessProfileSchema,
  isEmptyBusinessProfile,
  priceSchema,
} from './business-profile';

const messagesOf = (input: unknown) => {
  const result = businessProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the business profile', () => {
  it('is empty and valid when nothing is said', () => {
    expect(isEmptyBusinessProfile(EMPTY_BUSINESS_PROFILE)).toBe(true);
    expect(EMPTY_BUSINESS_PROFILE.openingHours).toEqual({ weekly: {}, closures: [] });
  });

  it.each([
    '$5',
    '€25',
    '25 €',
    '£5.50',
    'R950',
    '¥1,000',
    '1.250,00 €',
    '₹499',
    'USD 12',
    'from £40',
    '£12 per person',
    '3.50',
    'R$ 45,00',
    'A$12',
    'NZ$9.50',
    'MX$120',
    'kr 450',
    '450 kr',
    'zł 80',
    '80 zł',
    '1 299 Kč',
    '₩15,000',
    '₺300',
  ])('keeps the price %s as written', (price) => {
    expect(priceSchema.parse(price)).toBe(price);
  });

  it.each(['cheap', 'five pounds', '£', '12-15', '£5 and up to £9'])(
    'refuses %s as a price',
    (price) => {
      expect(priceSchema.safeParse(price).success).toBe(false);
    },
  );

  it('says plainly when a price is not a price', () => {
    expect(messagesOf({ offerings: [{ name: 'Sourdough', price: 'cheap' }] })).toEqual([
      BUSINESS_PROFILE_MESSAGES.price,
    ]);
  });

  it('refuses hours that end before they start, but takes midnight as a closing time', () => {
    expect(
      messagesOf({ openingHours: { weekly: { monday: [{ opens: '17:00', closes: '09:00' }] } } }),
    ).toEqual([BUSINESS_PROFILE_MESSAGES.hoursOrder]);
    expect(
      messagesOf({ openingHours: { weekly: { friday: [{ opens: '18:00', closes: '00:00' }] } } }),
    ).toEqual([]);
  });

  it('refuses overlapping periods and closures that end before they start', () => {
    expect(
      messagesOf({
        openingHours: {
          weekly: {
            monday: [
              { opens: '09:00', closes: '13:00' },
              { opens: '12:00', closes: '17:00' },
            ],
          },
        },
      }),
    ).toEqual([BUSINESS_PROFILE_MESSAGES.hoursOverlap]);
    expect(
      messagesOf({ openingHours: { closures: [{ from: '2026-01-02', to: '2025-12-24' }] } }),
    ).toEqual([BUSINESS_PROFILE_MESSAGES.closureOrder]);
  });

  it('takes a whole profile and keeps the owner words verbatim', () => {
    const profile = businessProfileSchema.parse({
      whatYouDo: 'upholstery and curtain making',
      offerings: [
        {
          name: 'Chair reupholstery',
          description: 'from frame to fabric',
          price: 'from £180',
          season: [1, 2],
        },
      ],
      differences: ['Every chair done by hand in our Bristol workshop'],
      phone: '+44 117 496 0000',
      bookingUrl: 'https://example.com/book',
      openingHours: {
        weekly: { monday: [{ opens: '09:00', closes: '17:00' }], sunday: [] },
        closures: [{ from: '2026-12-24', to: '2027-01-02', note: 'Christmas break' }],
      },
      country: 'GB',
      timeZone: 'Europe/London',
      languages: ['en'],
      avoid: ['cheap'],
    });
    expect(profile.offerings[0]?.price).toBe('from £180');
    expect(isEmptyBusinessProfile(profile)).toBe(false);
  });

  it('refuses an unknown time zone, a country name and a 51st product', () => {
    expect(messagesOf({ timeZone: 'Europe/Atlantis' })).toEqual([
      BUSINESS_PROFILE_MESSAGES.timeZone,
    ]);
    expect(messagesOf({ country: 'United Kingdom' })).toEqual([BUSINESS_PROFILE_MESSAGES.country]);
    const offerings = Array.from({ length: 51 }, (_, index) => ({ name: `Item ${index}` }));
    expect(messagesOf({ offerings })).toEqual([
      BUSINESS_PROFILE_MESSAGES.tooMany('products and services', 50),
    ]);
  });
});
