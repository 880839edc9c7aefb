// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@contract/constants';
import { claimsIn } from '../claims';
import { INDUSTRY_TRADES, inferTrade, TRADES, tradeById } from './trades';

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

  it('reads the trade from the name, then the samples, then the industry', () => {
    expect(inferTrade({ identity: 'Fernhill Vets', samples: '' }, 'Healthcare').id).toBe('vet');
    expect(
      inferTrade(
        { identity: 'Fluff & Fold', samples: 'two spaniels and a cockapoo, one bath' },
        'Beauty & Wellness',
      ).id,
    ).toBe('dog-groomer');
    expect(inferTrade({ identity: 'Northside Ltd', samples: '' }, 'Legal').id).toBe('law-firm');
    expect(inferTrade({ identity: 'Northside Ltd', samples: '' }, 'Other').id).toBe('business');
  });
});
