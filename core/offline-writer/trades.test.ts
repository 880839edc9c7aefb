// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@contract/constants';
import { claimsIn } from '../claims';
import { carriesPoint } from '../facts';
import { KIND_LINES, OPENINGS } from './caption';
import { claimWordsIn } from './claim-words';
import { knowTrade, type TradeEvidence } from './known-trade';
import { FEATURE_BANK, LEAD_INS } from './owner-material';
import { INDUSTRY_TRADES, TRADES, tradeById } from './trades';

// A sentence about the business itself: its people, its premises, its way of working.
const SPEAKS_FOR_THE_BUSINESS = /\{(?:we|We|our|Our|weAre|WeAre|place)\}/u;

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

  it.each(TRADES.map((trade) => [trade.id, trade] as const))(
    '%s claims no service, facility, stock, offer or promise of its own',
    (_, trade) => {
      const knowHow = [...trade.about, ...trade.tips.map((tip) => tip.line)];
      for (const line of [...knowHow, ...trade.invites]) {
        expect(claimWordsIn(line), line).toEqual([]);
      }
      // Know-how is true of the trade; it never speaks for the business, and it is never
      // the point of a post (no fact, no negation), so a shorter version drops it first.
      for (const line of knowHow) {
        expect(line).not.toMatch(SPEAKS_FOR_THE_BUSINESS);
        expect(carriesPoint(line), line).toBe(false);
      }
    },
  );

  it('keeps the neutral banks free of claims in every language', () => {
    const english = [...Object.values(OPENINGS), ...Object.values(KIND_LINES)].flat();
    for (const line of english) expect(claimWordsIn(line), line).toEqual([]);
    for (const [language, bank] of Object.entries(FEATURE_BANK)) {
      for (const line of [...bank.openings, bank.more]) {
        expect(claimWordsIn(line, language), line).toEqual([]);
      }
    }
    for (const [language, bank] of Object.entries(LEAD_INS)) {
      for (const line of [...bank.plain, ...bank.sad, ...(bank.serious ?? [])]) {
        expect(claimWordsIn(line, language), line).toEqual([]);
      }
    }
  });

  it('finds a claim in each language it lists', () => {
    expect(claimWordsIn('Our team bakes by hand')).toEqual(['team', 'by hand', 'our team']);
    expect(claimWordsIn('Pan hecho a mano cada día', 'es')).toEqual(['hecho a mano']);
    expect(claimWordsIn('Pão caseiro', 'pt')).toEqual(['caseiro']);
    expect(claimWordsIn('Confitures fait maison', 'fr')).toEqual(['fait maison']);
    expect(claimWordsIn('Kuchen, hausgemacht', 'de')).toEqual(['hausgemacht']);
    expect(claimWordsIn('Pasta fatta a mano, consegna a casa', 'it')).toEqual(['consegna']);
    expect(claimWordsIn('Free delivery on Fridays')).toEqual(['free', 'delivery']);
  });

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
