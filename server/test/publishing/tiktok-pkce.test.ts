import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connect,
  signedIn,
  standIn,
  startPublishingWorld,
  type PublishingWorld,
} from '../support/publishing';

let world: PublishingWorld;

beforeAll(async () => {
  world = await startPublishingWorld({ TIKTOK_PKCE: 's256-hex' });
});
afterAll(() => world.close());

describe('TikTok’s PKCE challenge written as configured', () => {
  it('sends a hex S256 challenge with TIKTOK_PKCE=s256-hex, and the connection works', async () => {
    const { client } = await signedIn(world);
    const { accounts, authorizeUrl } = await connect(client, 'tiktok');
    expect(accounts).toHaveLength(1);
    const challenge = authorizeUrl.searchParams.get('code_challenge');
    expect(challenge).toMatch(/^[0-9a-f]{64}$/);
    const verifier = standIn(world, 'tiktok')
      .requestsTo('POST /v2/oauth/token/')
      .at(-1)
      ?.params.get('code_verifier');
    expect(
      createHash('sha256')
        .update(verifier ?? '')
        .digest('hex'),
    ).toBe(challenge);
  });
});
