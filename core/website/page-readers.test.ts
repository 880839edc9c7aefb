import { describe, expect, it } from 'vitest';
import { JsonLdGraph } from './json-ld';
import { cssColorToHex } from './css-color';
import { hoursFromSpecifications, hoursFromText, normaliseTime, weekdayOf } from './opening-hours';
import { proposeFromHtml } from './propose-from-page';
import { socialProfileOf } from './social-links';

describe('opening hours', () => {
  it('reads every form schema.org gives a weekday', () => {
    for (const form of [
      'https://schema.org/Monday',
      'http://schema.org/Monday',
      'schema:Monday',
      'Monday',
      { '@id': 'https://schema.org/Monday' },
    ]) {
      expect(weekdayOf(form)).toBe('monday');
    }
    expect(weekdayOf('https://schema.org/PublicHolidays')).toBeNull();
  });

  it('writes times as HH:MM', () => {
    expect(
      ['9:00', '09:00:00', '17:30:00+01:00', '24:00', '25:00', 'noon'].map(normaliseTime),
    ).toEqual(['09:00', '09:00', '17:30', '23:59', null, null]);
  });

  it('reads specifications: no opens is closed, dated ones are exceptions and left out', () => {
    expect(
      hoursFromSpecifications([
        { dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00', closes: '17:00' },
        { dayOfWeek: 'Wednesday' },
        { dayOfWeek: 'Thursday', opens: '18:00', closes: '02:00' },
        { dayOfWeek: 'Friday', opens: '10:00', closes: '12:00', validFrom: '2026-12-24' },
      ]),
    ).toEqual({
      monday: [{ opens: '09:00', closes: '17:00' }],
      tuesday: [{ opens: '09:00', closes: '17:00' }],
      wednesday: [],
      thursday: [{ opens: '18:00', closes: '02:00' }],
    });
    expect(hoursFromSpecifications([])).toBeNull();
  });

  it('reads openingHours text, ranges that wrap the week and days open all day', () => {
    expect(hoursFromText(['Mo-Fr 09:00-17:00', 'Sa 10:00-14:00', 'Su closed'])).toEqual({
      monday: [{ opens: '09:00', closes: '17:00' }],
      tuesday: [{ opens: '09:00', closes: '17:00' }],
      wednesday: [{ opens: '09:00', closes: '17:00' }],
      thursday: [{ opens: '09:00', closes: '17:00' }],
      friday: [{ opens: '09:00', closes: '17:00' }],
      saturday: [{ opens: '10:00', closes: '14:00' }],
      sunday: [],
    });
    expect(hoursFromText(['Sa-Mo 12:00-22:00'])).toEqual({
      monday: [{ opens: '12:00', closes: '22:00' }],
      saturday: [{ opens: '12:00', closes: '22:00' }],
      sunday: [{ opens: '12:00', closes: '22:00' }],
    });
    expect(hoursFromText(['Tu,Th'])).toEqual({
      tuesday: [{ opens: '00:00', closes: '23:59' }],
      thursday: [{ opens: '00:00', closes: '23:59' }],
    });
    expect(hoursFromText(['ring for an appointment'])).toBeNull();
  });
});

describe('social profile links', () => {
  it.each([
    [
      'https://www.facebook.com/crumbandco?ref=page',
      'facebook',
      'https://www.facebook.com/crumbandco',
    ],
    [
      'https://facebook.com/profile.php?id=1234&x=1',
      'facebook',
      'https://facebook.com/profile.php?id=1234',
    ],
    ['https://instagram.com/crumbandco/', 'instagram', 'https://instagram.com/crumbandco'],
    [
      'https://www.linkedin.com/company/crumb-and-co/about/',
      'linkedin',
      'https://www.linkedin.com/company/crumb-and-co',
    ],
    ['https://x.com/crumbandco', 'x', 'https://x.com/crumbandco'],
    ['https://twitter.com/crumbandco', 'x', 'https://twitter.com/crumbandco'],
    ['https://www.tiktok.com/@crumbandco?lang=en', 'tiktok', 'https://www.tiktok.com/@crumbandco'],
  ])('reads %s as a %s profile', (link, network, url) => {
    expect(socialProfileOf(new URL(link))).toEqual({ network, url });
  });

  it.each([
    'https://www.facebook.com/sharer/sharer.php?u=https://crumb.example',
    'https://twitter.com/intent/tweet?text=hi',
    'https://www.instagram.com/p/Cabc123/',
    'https://www.linkedin.com/shareArticle?url=x',
    'https://www.linkedin.com/feed/',
    'https://www.tiktok.com/tag/bread',
    'https://www.youtube.com/@crumbandco',
    'https://facebook.com/',
    'https://notfacebook.com/crumb',
  ])('does not take %s for a profile', (link) => {
    expect(socialProfileOf(new URL(link))).toBeNull();
  });
});

describe('colours', () => {
  it('reads CSS colours written as hex or rgb()', () => {
    expect(
      ['#ABC', '#c81e2d', 'rgb(200, 30, 45)', 'rgba(200 30 45 / 50%)', 'red', 'rgb(300,0,0)'].map(
        cssColorToHex,
      ),
    ).toEqual(['#aabbcc', '#c81e2d', '#c81e2d', '#c81e2d', null, null]);
  });
});

describe('JSON-LD that is broken or odd', () => {
  it('skips a block that is not JSON and reads the next, arrays and comments included', () => {
    const graph = new JsonLdGraph([
      '{ "@type": "Bakery", ',
      '<!-- [{"@type": "Bakery", "name": "A"}, {"@type": "Product", "name": "B"}] -->',
      'null',
      '"text"',
    ]);
    expect(graph.nodes.map((node) => node['name'])).toEqual(['A', 'B']);
  });

  it('stops walking a hostile nesting instead of following it to the end', () => {
    const depth = 5_000;
    const nested = `${'{"@type":"Thing","child":'.repeat(depth)}{"@type":"Product","name":"deepest"}${'}'.repeat(depth)}`;
    const graph = new JsonLdGraph([`{"@graph":[${nested}]}`]);
    expect(graph.nodes.length).toBeLessThan(100);
  });

  it('prefers the local business to the organisation that publishes the site', () => {
    const proposal = proposeFromHtml(
      `<script type="application/ld+json">${JSON.stringify([
        { '@type': 'Organization', name: 'Site Builder Ltd' },
        { '@type': 'HairSalon', name: 'Snip', telephone: '0123' },
      ])}</script>`,
      new URL('https://snip.example/'),
    );
    expect(proposal.businessName).toEqual({ value: 'Snip', source: 'json-ld' });
    expect(proposal.phone).toEqual({ value: '0123', source: 'json-ld' });
  });

  it('resolves relative addresses against <base href>', () => {
    const proposal = proposeFromHtml(
      '<base href="https://cdn.snip.example/assets/"><link rel="icon" href="icon.png">',
      new URL('https://snip.example/'),
    );
    expect(proposal.logoCandidates.map((candidate) => candidate.url)).toEqual([
      'https://cdn.snip.example/assets/icon.png',
    ]);
  });
});
