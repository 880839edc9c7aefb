import sharp from 'sharp';
import { ApiResponseError, TwitterApi, type ITwitterApiClientPlugin } from 'twitter-api-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xSpec } from '../../src/social/sandbox/networks';
import {
  SANDBOX_CLIENT_SECRET,
  sandboxClientId,
  startStandIn,
  type StandIn,
} from '../../src/social/sandbox/stand-in';
import { authorize, loopbackAgent, moveToStandIn } from './redirect-to-stand-in';

/**
 * X's stand-in driven by `twitter-api-v2`, a client nobody here wrote: sign-in with PKCE,
 * refresh, a chunked image upload, a post and X's errors, all as the library sends and
 * parses them. A stand-in that drifts from what the real API takes fails here.
 */
let standIn: StandIn;
const redirectUri = 'http://127.0.0.1/api/integrations/x/callback';

const toStandIn: ITwitterApiClientPlugin = {
  onBeforeRequest({ computedParams }) {
    moveToStandIn(computedParams.url, standIn.baseUrl);
  },
};
const settings = () => ({ plugins: [toStandIn], httpAgent: loopbackAgent() });
const appClient = () =>
  new TwitterApi(
    { clientId: sandboxClientId('x'), clientSecret: SANDBOX_CLIENT_SECRET },
    settings(),
  );

async function signIn() {
  const link = appClient().generateOAuth2AuthLink(redirectUri, {
    scope: ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'],
  });
  const authorizeUrl = new URL(link.url);
  moveToStandIn(authorizeUrl, standIn.baseUrl);
  const { code, state } = await authorize(authorizeUrl.toString());
  expect(state).toBe(link.state);
  return appClient().loginWithOAuth2({ code, codeVerifier: link.codeVerifier, redirectUri });
}

const png = () =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  standIn = await startStandIn(xSpec);
});
afterAll(() => standIn.close());

describe('X stand-in, as twitter-api-v2 uses it', () => {
  it('signs in with PKCE (the library writes s256), reads the user and refreshes', async () => {
    const login = await signIn();
    expect(login.expiresIn).toBe(xSpec.accessTtlSeconds);
    expect(login.refreshToken).toBeTruthy();
    const me = await login.client.v2.me();
    expect(me.data.username).toBe('sandbox_bakery');

    const refreshed = await appClient().refreshOAuth2Token(login.refreshToken ?? '');
    expect(refreshed.accessToken).not.toBe(login.accessToken);
    // X rotates refresh tokens: the used one is refused, as the library reports it.
    await expect(appClient().refreshOAuth2Token(login.refreshToken ?? '')).rejects.toBeInstanceOf(
      ApiResponseError,
    );
  });

  it('uploads an image in chunks and posts it', async () => {
    const { client } = await signIn();
    const mediaId = await client.v2.uploadMedia(await png(), { media_type: 'image/png' }, 4096);
    const posted = await client.v2.tweet({
      text: 'Fresh sourdough at 8.',
      media: { media_ids: [mediaId] },
    });
    expect(posted.data.text).toBe('Fresh sourdough at 8.');
    expect(standIn.ledger.at(-1)).toMatchObject({
      text: 'Fresh sourdough at 8.',
      media: [mediaId],
    });
  });

  it("answers X's errors in the shape the library parses", async () => {
    const { client } = await signIn();
    await client.v2.tweet('Open till 6 today.');
    const duplicate = await client.v2.tweet('Open till 6 today.').catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(ApiResponseError);
    const refused = duplicate as ApiResponseError;
    expect(refused.code).toBe(403);
    expect(refused.data.detail).toMatch(/duplicate content/);

    standIn.fail('POST /2/tweets', { kind: 'rate_limit', resetInSeconds: 900 });
    const limited = await client.v2.tweet('Another one.').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(ApiResponseError);
    expect((limited as ApiResponseError).rateLimitError).toBe(true);
    expect((limited as ApiResponseError).rateLimit?.remaining).toBe(0);

    standIn.expireAccessTokens();
    const expired = await client.v2.me().catch((error: unknown) => error);
    expect((expired as ApiResponseError).code).toBe(401);
  });
});
