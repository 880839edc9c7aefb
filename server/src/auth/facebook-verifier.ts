import { z } from 'zod';

export interface FacebookIdentity {
  id: string;
  email: string | null;
  name: string | null;
}

export type FacebookVerifier = (
  accessToken: string,
  claimedUserId: string,
) => Promise<FacebookIdentity | null>;

const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.string(),
    user_id: z.string(),
    is_valid: z.boolean(),
  }),
});
const profileSchema = z.object({
  id: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
});

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) return null;
  return response.json();
}

/**
 * Asks Facebook's debug_token endpoint whether the token is valid, for our app and for
 * the claimed user, then reads the profile with it: the e-mail used to link accounts
 * comes from Facebook, never from the request.
 */
export function createFacebookVerifier(options: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}): FacebookVerifier {
  const base = options.graphUrl.replace(/\/+$/, '');
  return async (accessToken, claimedUserId) => {
    try {
      const debugUrl = new URL(`${base}/debug_token`);
      debugUrl.searchParams.set('input_token', accessToken);
      debugUrl.searchParams.set('access_token', `${options.appId}|${options.appSecret}`);
      const debug = debugTokenSchema.safeParse(await getJson(debugUrl));
      if (!debug.success) return null;
      const { app_id, user_id, is_valid } = debug.data.data;
      if (!is_valid || app_id !== options.appId || user_id !== claimedUserId) return null;

      const profileUrl = new URL(`${base}/me`);
      profileUrl.searchParams.set('fields', 'id,name,email');
      profileUrl.searchParams.set('access_token', accessToken);
      const profile = profileSchema.safeParse(await getJson(profileUrl));
      if (!profile.success || profile.data.id !== claimedUserId) return null;
      return {
        id: profile.data.id,
        email: profile.data.email ?? null,
        name: profile.data.name ?? null,
      };
    } catch {
      return null;
    }
  };
}
