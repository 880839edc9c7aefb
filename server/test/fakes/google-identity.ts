import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const GOOGLE_CLIENT_ID = 'client-123.apps.googleusercontent.com';
const KID = 'identity-key-1';

/**
 * Google's side of sign-in, locally: a JWKS endpoint with our public key, and ID tokens
 * signed with the private key, as Google would issue them for the client id.
 */
export interface GoogleIdentityFake {
  jwksUrl: string;
  idToken(sub: string, claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

export async function startGoogleIdentity(): Promise<GoogleIdentityFake> {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    const found = request.url === '/certs';
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ? { keys: [jwk] } : {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    idToken: (sub, claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(GOOGLE_CLIENT_ID)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(pair.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
