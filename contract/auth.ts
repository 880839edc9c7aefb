import { z } from 'zod';
import { emailSchema } from './common';
import { TEXT_LIMITS } from './constants';

export { ACCOUNT_LINK_PATHS, LINK_LIFETIMES, PASSWORD_RULES } from './constants';

/**
 * product.md §3 User. The server may add fields of its own; the whole object is kept
 * (product.md §4), so unknown keys pass through untouched.
 */
export const userSchema = z.looseObject({
  email: z.string().nullish(),
  google_id: z.string().nullish(),
  facebook_id: z.string().nullish(),
  name: z.string().nullish(),
  business_name: z.string().nullish(),
  industry: z.string().nullish(),
  location: z.string().nullish(),
  employees: z.string().nullish(),
  /** Whether the owner proved the address (a link we e-mailed, or Google or Facebook). */
  email_verified: z.boolean().nullish(),
});
export type User = z.infer<typeof userSchema>;

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1)
    .max(
      TEXT_LIMITS.password.max,
      `Password must be at most ${TEXT_LIMITS.password.max} characters`,
    ),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const loginRequestSchema = credentialsSchema;
export type LoginRequest = Credentials;

/**
 * A password being set: long enough to resist guessing, bounded so hashing stays cheap.
 * The server also refuses the most common passwords (PASSWORD_RULES.tooCommon).
 */
export const newPasswordSchema = z
  .string()
  .min(TEXT_LIMITS.password.min, `Password must be at least ${TEXT_LIMITS.password.min} characters`)
  .max(TEXT_LIMITS.password.max, `Password must be at most ${TEXT_LIMITS.password.max} characters`);

/**
 * Sign-up; with an invitation's token (ADR 0061) the person joins that business instead of
 * starting one of their own, and the link they followed proves their address.
 */
export const addUserRequestSchema = credentialsSchema.extend({
  password: newPasswordSchema,
  invitation_token: z.string().min(1).max(200).optional(),
});
export type AddUserRequest = z.infer<typeof addUserRequestSchema>;

export const authResponseSchema = z.object({ user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const facebookLoginRequestSchema = z.object({
  facebookId: z.string().min(1),
  email: z.string().nullish(),
  name: z.string().nullish(),
  accessToken: z.string().min(1),
});
export type FacebookLoginRequest = z.infer<typeof facebookLoginRequestSchema>;

/**
 * product.md §7 says the answer "must contain user": the api module enforces it, so an
 * absent or null user gives 'No user data returned from backend', not a contract error.
 */
export const facebookLoginResponseSchema = z.object({ user: userSchema.nullish() });

/** The providers one can sign in with, by their buttons or by a redirect. */
export const SIGN_IN_PROVIDERS = ['google', 'facebook'] as const;
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/**
 * POST /auth/start: the server remembers a random state (and a PKCE verifier) for this
 * browser and answers the provider's sign-in page to send it to. The provider comes back
 * to /auth/callback?provider=&code=&state= (ADR 0042).
 */
export const authStartRequestSchema = z.object({ provider: signInProviderSchema });
export type AuthStartRequest = z.infer<typeof authStartRequestSchema>;
export const authStartResponseSchema = z.object({
  success: z.literal(true),
  authorize_url: z.string().min(1),
});
export type AuthStartResponse = z.infer<typeof authStartResponseSchema>;

/**
 * The return from a provider's sign-in page (/auth/callback?code=&provider=&state=): the
 * server checks the state against the one this browser was given at /auth/start, then
 * exchanges the code with the provider for the user's identity. The state may be absent
 * here so that a callback without one is refused by the server with its own words (and a
 * provider not configured is refused as such), never accepted.
 */
export const authCallbackRequestSchema = z.object({
  provider: signInProviderSchema,
  code: z.string().min(1).max(4_096),
  state: z.string().min(1).max(200).optional(),
});
export type AuthCallbackRequest = z.infer<typeof authCallbackRequestSchema>;

export const googleLoginRequestSchema = z.object({ credential: z.string().min(1) });
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;

/** A single-use token from a link we e-mailed (verification or password reset). */
const linkTokenSchema = z.string().min(1).max(200);

/** POST /verify-email: proves the address the link was sent to. */
export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
/** The address now verified, so a signed-in app can update the user it keeps. */
export const verifyEmailResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /forgot-password: the same answer whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /reset-password: sets a new password with the link's token; every session ends. */
export const resetPasswordRequestSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /change-password (signed in): every other session of the account ends. */
export const changePasswordRequestSchema = z.object({
  current_password: credentialsSchema.shape.password,
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
