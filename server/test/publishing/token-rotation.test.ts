import { createCipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@contract/endpoints';
import { loadConfig } from '../../src/config';
import { resealApiKeys } from '../../src/ai/api-key-reseal';
import { aiApiKeyRepository } from '../../src/db/ai-api-keys';
import { aiSettings, socialAccounts, users } from '../../src/db/schema';
import { socialRepository, type SocialAccountRow } from '../../src/db/social';
import { createInlineJobEngine } from '../../src/jobs/inline-job-engine';
import {
  createTokenCipher,
  sealedPlace,
  tokenKeyId,
  type TokenCipher,
} from '../../src/social/token-crypto';
import { resolveTokenKeyRing } from '../../src/social/token-key';
import {
  registerTokenReseal,
  resealTokens,
  TOKEN_RESEAL_QUEUE,
} from '../../src/social/token-reseal';
import { expectSuccess } from '../support/client';
import {
  connect,
  signedIn,
  startPublishingWorld,
  type PublishingWorld,
} from '../support/publishing';

const KEY_A = Buffer.alloc(32, 0xa1);
const KEY_B = Buffer.alloc(32, 0xb2);
const cipherA = createTokenCipher({ current: KEY_A, old: [] });
const rotated = createTokenCipher({ current: KEY_B, old: [KEY_A] });
const onlyB = createTokenCipher({ current: KEY_B, old: [] });
const quiet = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

/** A value as stored before key ids and places: `v1.<iv>.<tag>.<body>`, no additional data. */
function sealV1(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join(
    '.',
  );
}

const keyIdOf = (sealed: string) => sealed.split('.')[1];

describe('sealed tokens', () => {
  const place = sealedPlace.accountAccessToken('11111111-1111-4111-8111-111111111111');

  it('name their key and open only in the row and column they were sealed for', () => {
    const sealed = cipherA.encrypt('access-token', place);
    expect(sealed.startsWith(`v2.${tokenKeyId(KEY_A)}.`)).toBe(true);
    expect(cipherA.decrypt(sealed, place)).toBe('access-token');
    // Copied to another account's row, or to the refresh token's column: refused.
    const otherRow = sealedPlace.accountAccessToken('22222222-2222-4222-8222-222222222222');
    const otherColumn = sealedPlace.accountRefreshToken('11111111-1111-4111-8111-111111111111');
    expect(() => cipherA.decrypt(sealed, otherRow)).toThrow();
    expect(() => cipherA.decrypt(sealed, otherColumn)).toThrow();
  });

  it('open after a rotation while the old key is in the ring, and not once it is gone', () => {
    const sealed = cipherA.encrypt('access-token', place);
    expect(rotated.decrypt(sealed, place)).toBe('access-token');
    expect(rotated.needsReseal(sealed)).toBe(true);
    expect(() => onlyB.decrypt(sealed, place)).toThrow(/not in the key ring/);
    expect(rotated.needsReseal(rotated.encrypt('access-token', place))).toBe(false);
  });

  it('still open as v1, with whichever key of the ring sealed them', () => {
    const legacy = sealV1(KEY_A, 'legacy-token');
    expect(cipherA.decrypt(legacy, place)).toBe('legacy-token');
    expect(rotated.decrypt(legacy, place)).toBe('legacy-token');
    expect(rotated.needsReseal(legacy)).toBe(true);
    expect(() => onlyB.decrypt(legacy, place)).toThrow();
  });

  it('take the old keys from TOKEN_ENCRYPTION_KEYS_OLD, the current one left out', async () => {
    const config = loadConfig({
      TOKEN_ENCRYPTION_KEY: KEY_B.toString('hex'),
      TOKEN_ENCRYPTION_KEYS_OLD: `${KEY_A.toString('base64')}, ${KEY_B.toString('hex')}`,
    });
    const ring = await resolveTokenKeyRing(config, quiet);
    expect(ring.current.equals(KEY_B)).toBe(true);
    expect(ring.old).toEqual([KEY_A]);
    expect(() =>
      loadConfig({ TOKEN_ENCRYPTION_KEYS_OLD: `${KEY_A.toString('hex')},short` }),
    ).toThrow(/TOKEN_ENCRYPTION_KEYS_OLD: must be keys of 32 bytes/);
  });
});

describe('rotating the token key', () => {
  let world: PublishingWorld;

  beforeAll(async () => {
    world = await startPublishingWorld({ TOKEN_ENCRYPTION_KEY: KEY_A.toString('hex') });
  });
  afterAll(() => world.close());

  const db = () => world.server.testDatabase.database.db;
  const stored = async (id: string): Promise<SocialAccountRow> => {
    const [row] = await db().select().from(socialAccounts).where(eq(socialAccounts.id, id));
    if (!row) throw new Error('no account row');
    return row;
  };
  const tokensOf = (cipher: TokenCipher, row: SocialAccountRow) => ({
    access: cipher.decrypt(row.accessToken, sealedPlace.accountAccessToken(row.id)),
    refresh: row.refreshToken
      ? cipher.decrypt(row.refreshToken, sealedPlace.accountRefreshToken(row.id))
      : null,
  });

  it('the job re-seals rows of the old key and v1 rows with the new key, once', async () => {
    const { client } = await signedIn(world);
    const x = (await connect(client, 'x')).accounts[0]?.id ?? '';
    const tiktok = (await connect(client, 'tiktok')).accounts[0]?.id ?? '';
    const sealedByA = await stored(x);
    expect(keyIdOf(sealedByA.accessToken)).toBe(tokenKeyId(KEY_A));
    const before = {
      x: tokensOf(cipherA, sealedByA),
      tiktok: tokensOf(cipherA, await stored(tiktok)),
    };
    // One row as stored before this format: v1, no place.
    await db()
      .update(socialAccounts)
      .set({ accessToken: sealV1(KEY_A, before.tiktok.access) })
      .where(eq(socialAccounts.id, tiktok));
    // After the rotation, A still opens what it sealed.
    expect(tokensOf(rotated, await stored(x))).toEqual(before.x);
    expect(tokensOf(rotated, await stored(tiktok))).toEqual(before.tiktok);

    const jobs = createInlineJobEngine();
    const repo = socialRepository(db());
    await registerTokenReseal({
      jobs,
      repo,
      apiKeys: aiApiKeyRepository(db()),
      cipher: rotated,
      log: quiet,
      cron: '* * * * *',
    });
    await jobs.runScheduled(TOKEN_RESEAL_QUEUE);
    await jobs.stop();

    for (const [id, tokens] of [
      [x, before.x],
      [tiktok, before.tiktok],
    ] as const) {
      const row = await stored(id);
      expect(keyIdOf(row.accessToken)).toBe(tokenKeyId(KEY_B));
      if (row.refreshToken) expect(keyIdOf(row.refreshToken)).toBe(tokenKeyId(KEY_B));
      // The same tokens, now opened without key A.
      expect(tokensOf(onlyB, row)).toEqual(tokens);
    }
    // Nothing is left for a second run.
    expect(await resealTokens({ repo, cipher: rotated, log: quiet })).toEqual({
      resealed: 0,
      failed: 0,
    });
  });

  it('a token copied to another account does not open there, and the job skips it', async () => {
    const { client } = await signedIn(world);
    const first = (await connect(client, 'x')).accounts[0]?.id ?? '';
    const second = (await connect(client, 'linkedin')).accounts[0]?.id ?? '';
    const copied = (await stored(first)).accessToken;
    await db()
      .update(socialAccounts)
      .set({ accessToken: copied })
      .where(eq(socialAccounts.id, second));
    expect(() => rotated.decrypt(copied, sealedPlace.accountAccessToken(second))).toThrow();
    const warnings: unknown[] = [];
    const result = await resealTokens({
      repo: socialRepository(db()),
      cipher: rotated,
      log: { info: () => undefined, warn: (fields: unknown) => warnings.push(fields) },
    });
    expect(result).toEqual({ resealed: 1, failed: 1 });
    expect(warnings).toEqual([{ accountId: second, reason: expect.any(String) }]);
    expect((await stored(second)).accessToken).toBe(copied);
  });

  const API_KEY = 'sk-rotation-secret-key-5e8b2a90wxyz';
  const keyRow = async (userId: string) => {
    const [row] = await db().select().from(aiSettings).where(eq(aiSettings.businessId, userId));
    if (!row?.apiKeySealed) throw new Error('no sealed model key');
    return { ...row, apiKeySealed: row.apiKeySealed };
  };
  /** An owner who saved a model and its key in Settings; their user id. */
  async function ownerWithModelKey(): Promise<string> {
    const { client, email } = await signedIn(world);
    const saved = await client.put('/api/ai-settings', {
      writer: 'model',
      provider: 'custom',
      base_url: 'http://127.0.0.1:9/v1',
      text_model: 'fake-writer-1',
      image_model: '',
      api_key: API_KEY,
      text_daily_limit: 100,
      image_daily_limit: 20,
    });
    expectSuccess(saved, endpoints.saveAiSettings.response);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user row');
    return user.id;
  }

  it('the job re-seals the model API keys with the new key too, never storing them in clear', async () => {
    const userId = await ownerWithModelKey();
    const place = sealedPlace.aiApiKey(userId);
    const before = await keyRow(userId);
    expect(keyIdOf(before.apiKeySealed)).toBe(tokenKeyId(KEY_A));
    expect(rotated.decrypt(before.apiKeySealed, place)).toBe(API_KEY);
    expect(() => onlyB.decrypt(before.apiKeySealed, place)).toThrow(/not in the key ring/);

    const jobs = createInlineJobEngine();
    await registerTokenReseal({
      jobs,
      repo: socialRepository(db()),
      apiKeys: aiApiKeyRepository(db()),
      cipher: rotated,
      log: quiet,
      cron: '* * * * *',
    });
    await jobs.runScheduled(TOKEN_RESEAL_QUEUE);
    await jobs.stop();

    const after = await keyRow(userId);
    expect(keyIdOf(after.apiKeySealed)).toBe(tokenKeyId(KEY_B));
    // The same key, opened once key A is gone; the hint unchanged; never in clear.
    expect(onlyB.decrypt(after.apiKeySealed, place)).toBe(API_KEY);
    expect(after.apiKeyHint).toBe(before.apiKeyHint);
    expect(JSON.stringify(after)).not.toContain(API_KEY.slice(3, -4));
    expect(
      await resealApiKeys({ repo: aiApiKeyRepository(db()), cipher: rotated, log: quiet }),
    ).toEqual({ resealed: 0, failed: 0 });
  });

  it('a model key copied to another business does not open there, and the job skips it', async () => {
    const first = await ownerWithModelKey();
    const second = await ownerWithModelKey();
    const copied = (await keyRow(first)).apiKeySealed;
    await db()
      .update(aiSettings)
      .set({ apiKeySealed: copied })
      .where(eq(aiSettings.businessId, second));
    const warnings: unknown[] = [];
    const result = await resealApiKeys({
      repo: aiApiKeyRepository(db()),
      cipher: rotated,
      log: { info: () => undefined, warn: (fields: unknown) => warnings.push(fields) },
    });
    expect(result.failed).toBe(1);
    expect(warnings).toContainEqual({ businessId: second, reason: expect.any(String) });
    expect((await keyRow(second)).apiKeySealed).toBe(copied);
    expect(onlyB.decrypt((await keyRow(first)).apiKeySealed, sealedPlace.aiApiKey(first))).toBe(
      API_KEY,
    );
  });
});
