import { describe, expect, it } from 'vitest';
import {
  timeOfDaySchema,
  websiteImportRequestSchema,
  websiteProposalSchema,
  weeklyHoursSchema,
} from './website-import';

const emptyProposal = {
  pageUrl: 'https://crumb.example/',
  businessName: null,
  description: null,
  products: [],
  address: null,
  phone: null,
  bookingUrl: null,
  openingHours: null,
  country: null,
  language: null,
  socialProfiles: [],
  logoCandidates: [],
  colorCandidates: [],
  foundLittle: true,
};

describe('websiteProposalSchema', () => {
  it('reads a proposal that found nothing', () => {
    expect(websiteProposalSchema.parse(emptyProposal)).toEqual(emptyProposal);
  });

  it('refuses a value without its source, and a source it does not know', () => {
    expect(
      websiteProposalSchema.safeParse({ ...emptyProposal, phone: { value: '0117 496 0000' } })
        .success,
    ).toBe(false);
    expect(
      websiteProposalSchema.safeParse({
        ...emptyProposal,
        phone: { value: '0117 496 0000', source: 'guess' },
      }).success,
    ).toBe(false);
  });
});

describe('opening hours', () => {
  it('takes HH:MM times only', () => {
    expect(
      ['00:00', '07:30', '23:59'].map((time) => timeOfDaySchema.safeParse(time).success),
    ).toEqual([true, true, true]);
    expect(
      ['24:00', '7:30', '07:30:00', '7.30pm'].map(
        (time) => timeOfDaySchema.safeParse(time).success,
      ),
    ).toEqual([false, false, false, false]);
  });

  it('leaves days out when unknown, takes an empty day as closed, and refuses other keys', () => {
    const hours = { monday: [{ opens: '09:00', closes: '17:00' }], sunday: [] };
    expect(weeklyHoursSchema.parse(hours)).toEqual(hours);
    expect(weeklyHoursSchema.safeParse({ funday: [] }).success).toBe(false);
  });
});

describe('websiteImportRequestSchema', () => {
  it('takes what the owner typed, trimmed, and refuses nothing typed', () => {
    expect(websiteImportRequestSchema.parse({ url: ' crumb.example ' })).toEqual({
      url: 'crumb.example',
    });
    expect(websiteImportRequestSchema.safeParse({ url: '  ' }).success).toBe(false);
  });
});
