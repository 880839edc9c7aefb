import { networkFetch } from './adapter';

/** What every call to LinkedIn's versioned REST API (`/rest/…`) needs. */
export interface LinkedInRest {
  apiUrl: string;
  /** `YYYYMM`: LinkedIn sunsets versions on a rolling basis. */
  version: string;
}

export const restHeaders = (rest: LinkedInRest, accessToken: string) => ({
  authorization: `Bearer ${accessToken}`,
  'LinkedIn-Version': rest.version,
  'X-Restli-Protocol-Version': '2.0.0',
});

export const restGet = (rest: LinkedInRest, path: string, accessToken: string) =>
  networkFetch(`${rest.apiUrl}${path}`, { headers: restHeaders(rest, accessToken) });

export const restPost = (rest: LinkedInRest, path: string, accessToken: string, body: unknown) =>
  networkFetch(`${rest.apiUrl}${path}`, {
    method: 'POST',
    headers: { ...restHeaders(rest, accessToken), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
