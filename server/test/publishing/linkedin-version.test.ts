import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { API_MESSAGES } from '@contract/messages';
import { loggerOptions } from '../../src/app';
import {
  LINKEDIN_DEFAULT_VERSION,
  linkedInSunset,
  linkedInVersionWarning,
} from '../../src/social/networks/linkedin-version';
import { expectFailure, expectSuccess } from '../support/client';
import { signedIn, startPublishingWorld, type PublishingWorld } from '../support/publishing';
import { startTestServer, type TestServer } from '../support/test-server';

describe('LinkedIn-Version sunsets', () => {
  it('takes the published sunset dates, and estimates the others a year after release', () => {
    expect(linkedInSunset('202601')).toEqual({
      date: new Date('2027-01-15T00:00:00Z'),
      estimated: false,
    });
    expect(linkedInSunset('202603').date.toISOString()).toBe('2027-03-16T00:00:00.000Z');
    expect(linkedInSunset(LINKEDIN_DEFAULT_VERSION)).toEqual({
      date: new Date('2027-07-15T00:00:00Z'),
      estimated: true,
    });
  });

  it('warns from 60 days before the sunset, and says when it has passed', () => {
    expect(linkedInVersionWarning('202601', new Date('2026-11-15T00:00:00Z'))).toBeNull();
    expect(linkedInVersionWarning('202601', new Date('2026-11-16T00:00:00Z'))).toBe(
      'LINKEDIN_VERSION 202601 is sunset on 2027-01-15, in 60 days: then LinkedIn answers 426 to every call. Set LINKEDIN_VERSION to a newer version (docs/network-facts.md).',
    );
    expect(linkedInVersionWarning('202601', new Date('2027-01-15T00:00:00Z'))).toMatch(
      /^LINKEDIN_VERSION 202601 was sunset on 2027-01-15: LinkedIn answers 426/,
    );
    expect(linkedInVersionWarning('202607', new Date('2027-06-01T00:00:00Z'))).toMatch(
      /is sunset on 2027-07-15 \(an estimate: one year after its release\), in 44 days/,
    );
    expect(linkedInVersionWarning('202607', new Date('2026-11-27T00:00:00Z'))).toBeNull();
  });
});

// Each test starts a whole server, which takes long on a busy machine.
describe('the start-up warning', { timeout: 120_000 }, () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  async function startUpLog(env: Record<string, string>) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    servers.push(
      await startTestServer({
        env,
        overrides: {
          logger: loggerOptions('warn', stream),
          now: () => new Date('2026-12-01T09:00:00Z'),
        },
      }),
    );
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  }
  const member = { LINKEDIN_CLIENT_ID: 'member-app', LINKEDIN_CLIENT_SECRET: 'secret' };

  it('is logged when the configured version is sunset within 60 days', async () => {
    const log = await startUpLog({ ...member, LINKEDIN_VERSION: '202601' });
    expect(log).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining('LINKEDIN_VERSION 202601 is sunset on 2027-01-15, in 45 days'),
      }),
    );
  });

  it('is not logged for the default version', async () => {
    const quiet = await startUpLog(member);
    expect(quiet.filter((line) => line.msg.includes('LINKEDIN_VERSION'))).toEqual([]);
  });

  it('is not logged without a LinkedIn app', async () => {
    const unconfigured = await startUpLog({ LINKEDIN_VERSION: '202601' });
    expect(unconfigured.filter((line) => line.msg.includes('LINKEDIN_VERSION'))).toEqual([]);
  });
});

describe('the availability without LinkedIn’s pages app', { timeout: 120_000 }, () => {
  let world: PublishingWorld;
  afterAll(() => world.close());

  it('offers the profile only, says what the pages app needs, and refuses to connect a page', async () => {
    world = await startPublishingWorld({
      LINKEDIN_PAGES_CLIENT_ID: '',
      LINKEDIN_PAGES_CLIENT_SECRET: '',
      X_PRICE_PER_POST_USD: '0.02',
    });
    const { client } = await signedIn(world);
    const { networks } = expectSuccess(
      await client.get('/api/integrations'),
      endpoints.getIntegrations.response,
    );
    expect(networks.find((entry) => entry.network === 'linkedin')).toMatchObject({
      configured: true,
      pages: {
        configured: false,
        how_to_configure: expect.stringMatching(
          /LINKEDIN_PAGES_CLIENT_ID and LINKEDIN_PAGES_CLIENT_SECRET.*Community Management API.*approve/,
        ),
      },
    });
    expect(
      expectFailure(await client.post('/api/integrations/linkedin/connect', { as: 'pages' }), 404),
    ).toBe(API_MESSAGES.linkedInPagesNotConfigured);
    // X's price per post, as configured, with the published price for a post with a link.
    expect(networks.find((entry) => entry.network === 'x')?.price_per_post_usd).toEqual({
      post: 0.02,
      with_link: 0.2,
    });
  });
});
