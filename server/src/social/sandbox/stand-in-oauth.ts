import { createHash, randomBytes } from 'node:crypto';
import type { NetworkSpec, RouteHandler, StandInRequest } from './stand-in-types';
import { SANDBOX_CLIENT_SECRET, SANDBOX_SUBJECT, type StandInTokens } from './stand-in-tokens';

/** The OAuth 2.0 endpoints every stand-in answers: authorize, token and (if any) revoke. */

const sha256As = (text: string, encoding: 'base64url' | 'hex') =>
  createHash('sha256').update(text).digest(encoding);
/** Whether the verifier answers the challenge in one of the encodings the network takes. */
const verifierMatches = (spec: NetworkSpec, verifier: string, challenge: string) =>
  (spec.challengeEncodings ?? ['base64url']).some(
    (encoding) => sha256As(verifier, encoding) === challenge,
  );

/**
 * The token endpoint's fields: a form (RFC 6749), or a JSON object, which X also takes and
 * `twitter-api-v2` sends.
 */
function tokenParams(request: StandInRequest): URLSearchParams {
  const params = new URLSearchParams(request.params);
  if (request.json && typeof request.json === 'object') {
    for (const [key, value] of Object.entries(request.json)) {
      if (typeof value === 'string') params.set(key, value);
    }
  }
  return params;
}

/** The app whose credentials the request carries, or null when they are wrong. */
function clientOf(request: StandInRequest, apps: readonly string[]): string | null {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  const [id, secret] = basic
    ? Buffer.from(basic[1] ?? '', 'base64')
        .toString('utf8')
        .split(':')
    : [
        tokenParams(request).get('client_id') ?? tokenParams(request).get('client_key'),
        tokenParams(request).get('client_secret'),
      ];
  return id && apps.includes(id) && secret === SANDBOX_CLIENT_SECRET ? id : null;
}

/** The sign-in page: it sends the owner straight back with a code (PKCE checked first). */
function authorizeRoute(spec: NetworkSpec, tokens: StandInTokens): RouteHandler {
  return (request) => {
    const redirectUri = request.query.get('redirect_uri');
    const state = request.query.get('state');
    const clientId = request.query.get('client_id') ?? request.query.get('client_key');
    if (!redirectUri || !state || !clientId || !tokens.apps.includes(clientId)) {
      return { status: 400, body: { error: 'invalid_request' } };
    }
    const refused = spec.authorizeRefusal?.(request);
    if (refused) return refused;
    const challenge = request.query.get('code_challenge');
    const method = request.query.get('code_challenge_method') ?? '';
    if (spec.pkce && (!challenge || !(spec.challengeMethods ?? ['S256']).includes(method))) {
      return {
        status: 400,
        body: { error: 'invalid_request', error_description: 'PKCE S256 required' },
      };
    }
    const code = randomBytes(16).toString('hex');
    tokens.codes.set(code, { redirectUri, challenge, client: clientId });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    return { status: 302, location: target.toString() };
  };
}

/**
 * The token endpoint: a code, a live token to trade for a longer-lived one, or a refresh
 * token. `onRefresh` counts the refresh grants answered with new tokens.
 */
function tokenRoute(spec: NetworkSpec, tokens: StandInTokens, onRefresh: () => void): RouteHandler {
  return (request) => {
    const client = clientOf(request, tokens.apps);
    if (!client) return spec.oauthError('invalid_client', 'Client authentication failed');
    const params = tokenParams(request);
    const code = params.get('code');
    if (code) {
      const grant = tokens.codes.get(code);
      tokens.codes.delete(code);
      if (!grant || grant.redirectUri !== params.get('redirect_uri') || grant.client !== client) {
        return spec.oauthError('invalid_grant', 'The authorization code is invalid or used');
      }
      if (
        grant.challenge &&
        !verifierMatches(spec, params.get('code_verifier') ?? '', grant.challenge)
      ) {
        return spec.oauthError('invalid_grant', 'The code verifier does not match');
      }
      return {
        status: 200,
        body: tokens.issue(SANDBOX_SUBJECT, null, tokens.accessTtlSeconds, client),
      };
    }
    const exchange = spec.exchangeGrant;
    if (exchange && params.get('grant_type') === exchange.grantType) {
      const shortLived = tokens.accessTokens.get(params.get(exchange.tokenParam) ?? '');
      if (!shortLived || !tokens.live(shortLived)) return spec.expiredToken();
      return { status: 200, body: tokens.issue(shortLived.subject, null, exchange.ttlSeconds) };
    }
    const refreshToken = params.get('refresh_token');
    const known = refreshToken ? tokens.refreshTokens.get(refreshToken) : undefined;
    if (!refreshToken || !known || known.expiresAt < tokens.clock()) {
      return spec.oauthError('invalid_grant', 'The refresh token is invalid or revoked');
    }
    onRefresh();
    // A rotating network revokes the used token: sending it again fails.
    if (spec.refresh === 'rotating') tokens.refreshTokens.delete(refreshToken);
    return {
      status: 200,
      body: tokens.issue(known.subject, spec.refresh === 'rotating' ? null : refreshToken),
    };
  };
}

/** The revoke endpoint: the token (access or refresh) stops working. */
function revokeRoute(spec: NetworkSpec, tokens: StandInTokens): RouteHandler {
  return (request) => {
    const token = request.params.get('token');
    if (
      spec.revokeByIssuingApp &&
      clientOf(request, tokens.apps) !== tokens.accessTokens.get(token ?? '')?.client
    ) {
      return spec.oauthError('invalid_client', 'Client authentication failed');
    }
    if (token) {
      tokens.accessTokens.delete(token);
      tokens.refreshTokens.delete(token);
    }
    return { status: 200, body: { revoked: true } };
  };
}

/** The network's OAuth routes, by "METHOD /path", in the order they are matched. */
export function oauthRoutes(
  spec: NetworkSpec,
  tokens: StandInTokens,
  onRefresh: () => void,
): Record<string, RouteHandler> {
  const routes: Record<string, RouteHandler> = {
    [`GET ${spec.authorizePath}`]: authorizeRoute(spec, tokens),
    [`${spec.tokenMethod} ${spec.tokenPath}`]: tokenRoute(spec, tokens, onRefresh),
  };
  if (spec.revokePath) routes[`POST ${spec.revokePath}`] = revokeRoute(spec, tokens);
  return routes;
}
