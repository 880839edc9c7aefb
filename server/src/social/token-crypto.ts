import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM (ADR 0029): 32-byte key, 12-byte random IV per value, 16-byte tag. */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const FORMAT = 'v1';

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

export const newTokenKey = () => randomBytes(KEY_BYTES).toString('base64');

export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/**
 * Seals tokens for storage as `v1.<iv>.<tag>.<ciphertext>` (base64url); the version
 * prefix leaves room for a key rotation later. A changed byte fails the tag check.
 */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== KEY_BYTES) throw new Error('The token key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [FORMAT, ...parts].join('.');
    },
    decrypt(sealed) {
      const [format, iv, tag, body] = sealed.split('.');
      if (format !== FORMAT || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('Not a sealed token');
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
