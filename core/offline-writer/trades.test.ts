// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@contract/constants';
import { claimsIn } from '../claims';
import { knowTrade, type TradeEvidence } from './known-trade';
import { INDUSTRY_TRADES, TRADES, tradeById } from './trades';

describe('the trades', () => {
  it('know at least 30 trades, each industry falling back to one of them', () => {
    expect(TRADES.length).toBeGreaterThanOrEqual(30);
    for (const industry of INDUSTRIES)
      expect(tradeById(INDUSTRY_TRADES[industry]).id).toBe(INDUSTRY_TRADES[industry]);
  });

  it.each(TRADES.map((trade) => [trade.id, trade] as const))(
    '%s promises nothing in its own lines',
    (_, trade) => {
      const lines = [...trade.about, ...trade.invites, ...trade.tips.map((tip) => tip.line)];
      for (const line of lines) expect([...claimsIn(line)], line).toEqual([]);
      for (const tag of trade.tags) expect(tag).toMatch(/^[A-Z][A-Za-z]+$/u);
    },
  );

  it('knows the trade from what the business does, or an industry its own words agree with', () => {
    const evidence = (changes: Partial<TradeEvidence>): TradeEvidence => ({
      whatYouDo: '',
      identity: '',
      samples: '',
      industry: 'Other',
      ...changes,
    });
    const read = (changes: Partial<TradeEvidence>) => {
      const known = knowTrade(evidence(changes));
      return known.known ? known.trade.id : 'neutral';
    };
    expect(read({ identity: 'Fernhill Vets', industry: 'Healthcare' })).toBe('vet');
    expect(
      read({
        identity: 'Fluff & Fold',
        samples: 'two spaniels and a cockapoo, one bath',
        industry: 'Beauty & Wellness',
      }),
    ).toBe('dog-groomer');
    expect(read({ identity: 'Northside Ltd', industry: 'Legal' })).toBe('law-firm');
    expect(read({ whatYouDo: 'emergency plumbing and boiler repairs' })).toBe('plumber');
    // Neither a name alone, nor a broad industry alone, nor the nearest trade.
    expect(read({ identity: 'Northside Ltd' })).toBe('neutral');
    expect(read({ identity: 'Dave Walsh Plumbing' })).toBe('neutral');
    expect(read({ identity: 'Kestrel Supplies', industry: 'Retail' })).toBe('neutral');
    expect(read({ identity: 'Harbour Physio', industry: 'Retail' })).toBe('neutral');
    expect(read({ whatYouDo: 'upholstery and curtain making' })).toBe('neutral');
    // The name contradicting what the owner says the business does.
    expect(
      read({ whatYouDo: 'dog grooming', identity: 'Bright Smile Dental dentist dental' }),
    ).toBe('neutral');
  });
});
