import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** AES-256-GCM (ADR 0029): 32-byte key, 12-byte random IV per value, 16-byte tag. */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** Before ADR 0045: `v1.<iv>.<tag>.<body>`, one key, no additional data. Read, never written. */
const LEGACY_FORMAT = 'v1';
/** ADR 0045: `v2.<key id>.<iv>.<tag>.<body>`, sealed for the row and column it is stored in. */
const FORMAT = 'v2';

/**
 * The key from its text form: 64 hex digits or base64 of 32 bytes. Null when malformed,
 * so configuration can name the variable instead of throwing a crypto error.
 */
export function parseTokenKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

/** A comma-separated list of keys; null when any of them is malformed. */
export function parseTokenKeys(text: string): Buffer[] | null {
  const keys = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseTokenKey);
  return keys.every((key) => key !== null) ? (keys as Buffer[]) : null;
}

export const newTokenKey = () => randomBytes(KEY_BYTES).toString('base64');

/** Names a key in the values it sealed without revealing it: 8 hex digits of its SHA-256. */
export const tokenKeyId = (key: Buffer) =>
  createHash('sha256').update(key).digest('hex').slice(0, 8);

/**
 * Where a sealed value is stored: its additional authenticated data. A value copied to
 * another row or column does not open there.
 */
export const sealedPlace = {
  accountAccessToken: (accountId: string) => `social_accounts.access_token:${accountId}`,
  accountRefreshToken: (accountId: string) => `social_accounts.refresh_token:${accountId}`,
  connectionCodeVerifier: (connectionId: string) =>
    `social_connections.code_verifier:${connectionId}`,
  connectionRefreshToken: (connectionId: string) =>
    `social_connections.refresh_token:${connectionId}`,
  connectionTarget: (connectionId: string, targetId: string) =>
    `social_connections.targets:${connectionId}:${targetId}`,
  /** A sign-in redirect's row is keyed by its state's hash. */
  loginRedirectCodeVerifier: (stateHash: string) => `login_redirects.code_verifier:${stateHash}`,
  /** A business's model API key (ADR 0057). */
  aiApiKey: (businessId: string) => `ai_settings.api_key:${businessId}`,
} as const;

export interface TokenKeyRing {
  /** Seals every new value. */
  current: Buffer;
  /** Still open what they sealed, until the re-seal job has moved it to the current key. */
  old: readonly Buffer[];
}

export interface TokenCipher {
  /** Seals `plain` for `place` (see sealedPlace) with the current key. */
  encrypt(plain: string, place: string): string;
  /** Opens a value sealed for `place` by any key of the ring (or an old v1 value). */
  decrypt(sealed: string, place: string): string;
  /** True when the value is v1 or sealed by another key than the current one. */
  needsReseal(sealed: string): boolean;
  /** What every value sealed by the current key starts with. */
  readonly currentPrefix: string;
}

const decode = (part: string) => Buffer.from(part, 'base64url');

function open(key: Buffer, iv: string, tag: string, body: string, aad: string | null): string {
  const decipher = createDecipheriv(ALGORITHM, key, decode(iv));
  if (aad !== null) decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(decode(tag));
  return Buffer.concat([decipher.update(decode(body)), decipher.final()]).toString('utf8');
}

/**
 * Seals tokens for storage as `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url), bound to
 * their place by GCM's additional data; a changed byte or another place fails the tag
 * check. v1 values (no key id, no place) still open with whichever key of the ring made them.
 */
export function createTokenCipher(ring: TokenKeyRing): TokenCipher {
  const keys = [ring.current, ...ring.old];
  if (keys.some((key) => key.length !== KEY_BYTES)) {
    throw new Error('Every token key must be 32 bytes');
  }
  const byId = new Map(keys.map((key) => [tokenKeyId(key), key] as const));
  const currentPrefix = `${FORMAT}.${tokenKeyId(ring.current)}.`;

  return {
    currentPrefix,
    encrypt(plain, place) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, ring.current, iv);
      cipher.setAAD(Buffer.from(place, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `${currentPrefix}${parts.join('.')}`;
    },
    decrypt(sealed, place) {
      const parts = sealed.split('.');
      if (parts[0] === FORMAT && parts.length === 5) {
        const [, id = '', iv = '', tag = '', body = ''] = parts;
        const key = byId.get(id);
        if (!key) throw new Error(`The token key ${id} is not in the key ring`);
        return open(key, iv, tag, body, place);
      }
      if (parts[0] === LEGACY_FORMAT && parts.length === 4) {
        const [, iv = '', tag = '', body = ''] = parts;
        // v1 names no key: the one that made it is whichever opens it.
        for (const key of keys) {
          try {
            return open(key, iv, tag, body, null);
          } catch {
            // not this key
          }
        }
        throw new Error('No key of the ring opens this v1 token');
      }
      throw new Error('Not a sealed token');
    },
    needsReseal: (sealed) => !sealed.startsWith(currentPrefix),
  };
}
