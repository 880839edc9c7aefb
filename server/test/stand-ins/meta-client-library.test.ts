import { FacebookAdsApi, Page, User } from 'facebook-nodejs-business-sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { facebookSpec } from '../../src/social/sandbox/networks';
import {
  SANDBOX_CLIENT_SECRET,
  sandboxClientId,
  startStandIn,
  type StandIn,
} from '../../src/social/sandbox/stand-in';
import { startMediaHost, type MediaHost } from '../support/media-host';
import { authorize } from './redirect-to-stand-in';

/**
 * The Facebook stand-in driven by Meta's own `facebook-nodejs-business-sdk`: its calls go to
 * versioned Graph paths (`/v24.0/...`) with the token in the query string and a JSON body,
 * and its errors are parsed into `FacebookRequestError`. The token exchange and the Page
 * tokens follow Meta's lifetimes (docs/network-facts.md, "Meta tokens").
 */
let standIn: StandIn;
/** Where the photos the Page posts are fetched from: Facebook fetches them itself. */
let photos: MediaHost;
let clock = Date.now();
const redirectUri = 'http://127.0.0.1/api/integrations/facebook/callback';

/** The SDK's API object, every call sent to the stand-in instead of graph.facebook.com. */
class StandInGraphApi extends FacebookAdsApi {
  override call<T>(
    method: string,
    path: string | string[],
    params?: Record<string, unknown>,
    files?: Record<string, unknown>,
    useMultipartFormData?: boolean,
  ): Promise<T> {
    return super.call<T>(method, path, params, files, useMultipartFormData, standIn.baseUrl);
  }
}
const graph = (token: string) => new StandInGraphApi(token, 'en_US', false);

/** The SDK's error for a refused call (its class is not exported): name and Graph code. */
const sdkError = z.object({
  name: z.literal('FacebookRequestError'),
  response: z.object({ code: z.number() }),
});
const graphCodeOf = (error: unknown) => sdkError.parse(error).response.code;

async function shortLivedUserToken() {
  const dialog = new URL(`${standIn.baseUrl}/v24.0${facebookSpec.authorizePath}`);
  dialog.search = new URLSearchParams({
    client_id: sandboxClientId('facebook'),
    redirect_uri: redirectUri,
    state: 'state-1',
    scope: 'pages_manage_posts,pages_read_engagement',
  }).toString();
  const { code } = await authorize(dialog.toString());
  const app = graph(`${sandboxClientId('facebook')}|${SANDBOX_CLIENT_SECRET}`);
  const answer = await app.call<{ access_token: string; expires_in: number }>(
    'GET',
    ['oauth', 'access_token'],
    {
      client_id: sandboxClientId('facebook'),
      client_secret: SANDBOX_CLIENT_SECRET,
      redirect_uri: redirectUri,
      code,
    },
  );
  return answer;
}

async function longLivedUserToken() {
  const short = await shortLivedUserToken();
  return graph(short.access_token).call<{ access_token: string; expires_in: number }>(
    'GET',
    ['oauth', 'access_token'],
    {
      grant_type: 'fb_exchange_token',
      client_id: sandboxClientId('facebook'),
      client_secret: SANDBOX_CLIENT_SECRET,
      fb_exchange_token: short.access_token,
    },
  );
}

async function firstPage(userToken: string) {
  const api = graph(userToken);
  const pages = await new User('me', {}, null, api).getAccounts(['name', 'access_token']);
  const page = pages[0] as Page | undefined;
  if (!page) throw new Error('no Page listed');
  return {
    id: String(page.id),
    name: String(page._data.name),
    token: String(page._data.access_token),
  };
}

beforeAll(async () => {
  standIn = await startStandIn(facebookSpec, { now: () => clock });
  photos = await startMediaHost();
});
afterAll(async () => {
  await standIn.close();
  await photos.close();
});

describe('Facebook stand-in, as the Business SDK uses it', () => {
  it('exchanges the sign-in token for a long-lived one on versioned paths', async () => {
    const short = await shortLivedUserToken();
    expect(short.expires_in).toBe(3_600);
    const long = await longLivedUserToken();
    expect(long.expires_in).toBe(5_183_944);
    expect(standIn.requests.some((request) => request.path === '/oauth/access_token')).toBe(true);
  });

  it('lists Pages with their tokens and posts a message and a photo as the Page', async () => {
    const { access_token } = await longLivedUserToken();
    const page = await firstPage(access_token);
    expect(page.name).toBe('Sandbox Bakery');
    const asPage = new Page(page.id, {}, null, graph(page.token));

    const posted = await asPage.createFeed([], { message: 'Hot cross buns from 7.' });
    expect(String(posted.id)).toMatch(new RegExp(`^${page.id}_`));
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 150, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    photos.serve(jpeg, 'image/jpeg');
    const photo = await asPage.createPhoto([], {
      url: `${photos.url}/buns.jpg`,
      caption: 'Fresh from the oven.',
    });
    expect(String(photo._data.post_id)).toMatch(new RegExp(`^${page.id}_`));
    expect(standIn.ledger.map((entry) => entry.text)).toEqual(
      expect.arrayContaining(['Hot cross buns from 7.', 'Fresh from the oven.']),
    );
  });

  it('fetches a photo and refuses a text file named .png with the code the SDK parses', async () => {
    const { access_token } = await longLivedUserToken();
    const page = await firstPage(access_token);
    const asPage = new Page(page.id, {}, null, graph(page.token));
    photos.serve(Buffer.from('not a picture'), 'image/png');
    const refused = await asPage
      .createPhoto([], { url: `${photos.url}/buns.png`, caption: 'Rye loaves.' })
      .catch((error: unknown) => error);
    expect(graphCodeOf(refused)).toBe(100);
    expect(photos.requests).toContain('/buns.png');
    expect(standIn.ledger.map((entry) => entry.text)).not.toContain('Rye loaves.');
  });

  it("answers Graph errors the SDK parses, code 190 when a Page token's hour is over", async () => {
    const short = await shortLivedUserToken();
    const page = await firstPage(short.access_token);
    const asPage = new Page(page.id, {}, null, graph(page.token));

    const duplicate = async () => asPage.createFeed([], { message: 'Closed on Monday.' });
    await duplicate();
    const refused = await duplicate().catch((error: unknown) => error);
    expect(graphCodeOf(refused)).toBe(506);

    // A Page token listed with a short-lived user token lasts about an hour.
    clock += 2 * 3_600_000;
    const expired = await asPage
      .createFeed([], { message: 'Open again on Tuesday.' })
      .catch((error: unknown) => error);
    expect(graphCodeOf(expired)).toBe(190);
  });
});
