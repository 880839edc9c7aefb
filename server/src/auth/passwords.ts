import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** The binding's `Algorithm.Argon2id`: a const enum, which isolated modules cannot read. */
const ARGON2ID: Algorithm = 2;

/** OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same work as a real check when the e-mail is unknown, so the answer's
 * timing does not say whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-equality');
  await verifyPassword(await dummyHash, password);
  return false;
}
