import { createRequire } from 'node:module';
import type axiosModule from 'axios';
import type { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { AuthClient, RestliClient } from 'linkedin-api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN_MEMBER, linkedInSpec } from '../../src/social/sandbox/linkedin';
import {
  SANDBOX_CLIENT_SECRET,
  sandboxClientId,
  startStandIn,
  type StandIn,
} from '../../src/social/sandbox/stand-in';
import { authorize, moveToStandIn } from './redirect-to-stand-in';

/**
 * The LinkedIn stand-in driven by LinkedIn's own `linkedin-api-client`: the code exchange,
 * the versioned REST API with its Rest.li headers, an image upload and posts, including
 * one without the fields the Posts API requires.
 */
let standIn: StandIn;
const redirectUrl = 'http://127.0.0.1/api/integrations/linkedin/callback';
const VERSION = '202601';

const toStandIn = (config: InternalAxiosRequestConfig) => {
  const url = new URL(config.url ?? '', config.baseURL);
  moveToStandIn(url, standIn.baseUrl);
  config.url = url.toString();
  config.baseURL = undefined;
  return config;
};
// The auth client calls axios's default instance, the one the library itself loads (its
// CommonJS build, not the module this test imports); the REST client has its own instance.
const axiosOfTheLibrary = createRequire(require.resolve('linkedin-api-client'))(
  'axios',
) as typeof axiosModule;
const authInterceptor = axiosOfTheLibrary.interceptors.request.use(toStandIn);
const restli = () => {
  const client = new RestliClient();
  client.axiosInstance.interceptors.request.use(toStandIn);
  return client;
};
const auth = new AuthClient({
  clientId: sandboxClientId('linkedin'),
  clientSecret: SANDBOX_CLIENT_SECRET,
  redirectUrl,
});

async function accessToken() {
  const authorizeUrl = new URL(
    auth.generateMemberAuthorizationUrl(['openid', 'profile', 'w_member_social'], 'state-1'),
  );
  moveToStandIn(authorizeUrl, standIn.baseUrl);
  const { code } = await authorize(authorizeUrl.toString());
  const token = await auth.exchangeAuthCodeForAccessToken(code);
  return token.access_token;
}

const post = (commentary: string, extra: Record<string, unknown> = {}) => ({
  author: LINKEDIN_MEMBER,
  commentary,
  visibility: 'PUBLIC',
  distribution: {
    feedDistribution: 'MAIN_FEED',
    targetEntities: [],
    thirdPartyDistributionChannels: [],
  },
  lifecycleState: 'PUBLISHED',
  isReshareDisabledByAuthor: false,
  ...extra,
});

beforeAll(async () => {
  standIn = await startStandIn(linkedInSpec);
});
afterAll(async () => {
  axiosOfTheLibrary.interceptors.request.eject(authInterceptor);
  await standIn.close();
});

describe('LinkedIn stand-in, as linkedin-api-client uses it', () => {
  it('exchanges the code, uploads an image and posts it on the versioned API', async () => {
    const token = await accessToken();
    const client = restli();
    const upload = await client.action({
      resourcePath: '/images',
      actionName: 'initializeUpload',
      data: { initializeUploadRequest: { owner: LINKEDIN_MEMBER } },
      accessToken: token,
      versionString: VERSION,
    });
    const { uploadUrl, image } = (upload.data as { value: { uploadUrl: string; image: string } })
      .value;
    const png = await sharp({
      create: { width: 1200, height: 627, channels: 3, background: '#2e86c1' },
    })
      .png()
      .toBuffer();
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(201);

    const created = await client.create({
      resourcePath: '/posts',
      entity: post('New opening hours from Monday.', {
        content: { media: { id: image, altText: 'The shop front' } },
      }),
      accessToken: token,
      versionString: VERSION,
    });
    expect(created.createdEntityId).toMatch(/^urn:li:share:/);
    expect(standIn.ledger.at(-1)).toMatchObject({
      text: 'New opening hours from Monday.',
      media: [image],
    });
  });

  it('refuses a post without the fields the Posts API requires, as LinkedIn answers it', async () => {
    const token = await accessToken();
    const withoutVisibility: Record<string, unknown> = post('No visibility here.');
    delete withoutVisibility.visibility;
    const refused = await restli()
      .create({
        resourcePath: '/posts',
        entity: withoutVisibility,
        accessToken: token,
        versionString: VERSION,
      })
      .catch((error: unknown) => error);
    expect(axiosOfTheLibrary.isAxiosError(refused)).toBe(true);
    const answer = (refused as AxiosError<{ message: string }>).response;
    expect(answer?.status).toBe(422);
    expect(answer?.data.message).toMatch(/\/visibility :: field is required/);
    expect(standIn.ledger.some((entry) => entry.text === 'No visibility here.')).toBe(false);
  });
});
