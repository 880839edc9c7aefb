import { z } from 'zod';
import {
  addUserRequestSchema,
  authCallbackRequestSchema,
  authResponseSchema,
  facebookLoginRequestSchema,
  facebookLoginResponseSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
} from './auth';
import {
  deleteDraftRequestSchema,
  deleteDraftResponseSchema,
  getDraftsQuerySchema,
  getDraftsResponseSchema,
  saveDraftRequestSchema,
  saveDraftResponseSchema,
} from './drafts';
import {
  generateBrandAwareContentRequestSchema,
  generateBrandAwareContentResponseSchema,
  generateCombinedBrandImageRequestSchema,
  generateCombinedBrandImageResponseSchema,
  generateContentRequestSchema,
  generateContentResponseSchema,
} from './generation';
import {
  brandAssetsResponseSchema,
  getOnboardingResponseSchema,
  saveOnboardingRequestSchema,
  saveOnboardingResponseSchema,
} from './onboarding';
import { successSchema } from './common';
import { uploadMultipleResponseSchema, uploadResponseSchema } from './uploads';

/**
 * SPEC section 7, one row per call. `path` is an Express-style pattern shared by the
 * mock backend and the server; `request` validates the JSON body or the query
 * (multipart bodies are checked field by field by their handlers).
 */
export const endpoints = {
  getDrafts: {
    method: 'GET',
    path: '/get-drafts',
    request: getDraftsQuerySchema,
    response: getDraftsResponseSchema,
  },
  facebookLogin: {
    method: 'POST',
    path: '/facebook-login',
    request: facebookLoginRequestSchema,
    response: facebookLoginResponseSchema,
  },
  googleLogin: {
    method: 'POST',
    path: '/google-login',
    request: googleLoginRequestSchema,
    response: authResponseSchema,
  },
  login: {
    method: 'POST',
    path: '/login',
    request: loginRequestSchema,
    response: authResponseSchema,
  },
  addUser: {
    method: 'POST',
    path: '/add-user',
    request: addUserRequestSchema,
    response: authResponseSchema,
  },
  saveOnboarding: {
    method: 'POST',
    path: '/onboarding',
    request: saveOnboardingRequestSchema,
    response: saveOnboardingResponseSchema,
  },
  getOnboardingById: {
    method: 'GET',
    path: '/onboarding/:id',
    request: z.object({}),
    response: getOnboardingResponseSchema,
  },
  getOnboardingByEmail: {
    method: 'GET',
    path: '/onboarding/by-email/:email',
    request: z.object({}),
    response: getOnboardingResponseSchema,
  },
  getBrandAssets: {
    method: 'GET',
    path: '/get-brand-assets/:email',
    request: z.object({}),
    response: brandAssetsResponseSchema,
  },
  generateBrandAwareContent: {
    method: 'POST',
    path: '/generate-brand-aware-content',
    request: generateBrandAwareContentRequestSchema,
    response: generateBrandAwareContentResponseSchema,
  },
  generateCombinedBrandImage: {
    method: 'POST',
    path: '/generate-combined-brand-image',
    request: generateCombinedBrandImageRequestSchema,
    response: generateCombinedBrandImageResponseSchema,
  },
  upload: {
    method: 'POST',
    path: '/upload',
    request: z.object({}),
    response: uploadResponseSchema,
  },
  uploadMultiple: {
    method: 'POST',
    path: '/upload-multiple',
    request: z.object({}),
    response: uploadMultipleResponseSchema,
  },
  saveDraft: {
    method: 'POST',
    path: '/save-draft',
    request: saveDraftRequestSchema,
    response: saveDraftResponseSchema,
  },
  deleteDraft: {
    method: 'DELETE',
    path: '/delete-draft/:id',
    request: deleteDraftRequestSchema,
    response: deleteDraftResponseSchema,
  },
  generateContent: {
    method: 'POST',
    path: '/generate-content',
    request: generateContentRequestSchema,
    response: generateContentResponseSchema,
  },
  /** Not in SPEC 7: ends the server session behind the cookie (ADR 0009). */
  logout: {
    method: 'POST',
    path: '/logout',
    request: z.object({}),
    response: successSchema,
  },
  authCallback: {
    method: 'POST',
    path: '/auth/callback',
    request: authCallbackRequestSchema,
    response: authResponseSchema,
  },
} as const;

export type EndpointName = keyof typeof endpoints;

/** Fills an Express-style path pattern, encoding every parameter. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
