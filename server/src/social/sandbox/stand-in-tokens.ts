import { randomBytes } from 'node:crypto';
import type { Network } from '@contract/integrations';
import type { NetworkSpec } from './stand-in-types';

export const SANDBOX_CLIENT_SECRET = 'sandbox-secret';
export const sandboxClientId = (network: Network) => `sandbox-${network}`;
/** The one person who "signs in" on every stand-in's authorize page. */
export const SANDBOX_SUBJECT = 'sandbox-owner';

/**
 * A stand-in's OAuth state: the apps it knows, codes waiting to be exchanged, and the
 * access and refresh tokens it issued. Lifetimes run on the injected clock, so a test that
 * moves it sees tokens expire.
 */
export function standInTokens(spec: NetworkSpec, clock: () => number, accessTtlSeconds: number) {
  const codes = new Map<
    string,
    { redirectUri: string; challenge: string | null; client: string }
  >();
  const mainApp = sandboxClientId(spec.appOf ?? spec.network);
  const apps = [mainApp, ...(spec.otherApps ?? [])];
  /** expiresAt null: the token never expires (Meta's Page tokens from a long-lived login). */
  const accessTokens = new Map<
    string,
    { subject: string; expiresAt: number | null; client: string }
  >();
  const refreshTokens = new Map<string, { subject: string; expiresAt: number }>();

  const issueToken = (
    subject: string,
    ttlSeconds: number | null,
    prefix = `${spec.network}-at-`,
    client = mainApp,
  ) => {
    const token = `${prefix}${randomBytes(12).toString('hex')}`;
    accessTokens.set(token, {
      subject,
      client,
      expiresAt: ttlSeconds === null ? null : clock() + ttlSeconds * 1000,
    });
    return token;
  };
  const live = (entry: { expiresAt: number | null } | undefined) =>
    entry !== undefined && (entry.expiresAt === null || entry.expiresAt > clock());

  const issue = (
    subject: string,
    keepRefresh: string | null,
    ttlSeconds = accessTtlSeconds,
    client = mainApp,
  ) => {
    const accessToken = issueToken(subject, ttlSeconds, undefined, client);
    let refreshToken: string | null = null;
    if (spec.refresh !== 'none') {
      refreshToken = keepRefresh ?? `${spec.network}-rt-${randomBytes(12).toString('hex')}`;
      refreshTokens.set(refreshToken, {
        subject,
        expiresAt: clock() + spec.refreshTtlSeconds * 1000,
      });
    }
    return spec.tokenAnswer({
      client,
      accessToken,
      expiresIn: ttlSeconds,
      refreshToken,
      refreshExpiresIn: refreshToken ? spec.refreshTtlSeconds : null,
      subject,
      refreshReused: keepRefresh !== null,
    });
  };

  return {
    clock,
    codes,
    apps,
    accessTokens,
    refreshTokens,
    accessTtlSeconds,
    issueToken,
    live,
    issue,
  };
}
export type StandInTokens = ReturnType<typeof standInTokens>;
