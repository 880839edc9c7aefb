import './zod-no-eval';
import axios, { type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type { AuthCallbackRequest, Credentials, FacebookLoginRequest, User } from '@contract/auth';
import type { Draft, GetDraftsResponse, SaveDraftRequest } from '@contract/drafts';
import { buildPath, endpoints, type EndpointName } from '@contract/endpoints';
import type {
  GenerateBrandAwareContentRequest,
  GenerateBrandAwareContentResponse,
  GenerateCombinedBrandImageRequest,
  GenerateContentRequest,
  GenerateContentResponse,
} from '@contract/generation';
import {
  normaliseOnboardingData,
  type BrandAssets,
  type OnboardingData,
  type SaveOnboardingResponse,
  type UserIdentifier,
} from '@contract/onboarding';
import {
  MULTI_UPLOAD_FILE_TYPE,
  UPLOAD_FIELDS,
  type UploadFileType,
  type UploadedFile,
} from '@contract/uploads';
import { env } from '@/config/env';
import { ApiError } from './api-error';
import { reportSessionExpired } from './session-events';

export const NO_USER_DATA_MESSAGE = 'No user data returned from backend';
export const NO_USER_IDENTIFICATION_MESSAGE = 'No user identification found';

const http = axios.create({
  baseURL: env.apiBaseUrl,
  // Every status is an answer; `send` turns error answers into ApiError itself.
  validateStatus: () => true,
});

/**
 * Calls that work without a session: a 401 from them is a wrong password or token,
 * not an expired session.
 */
const SIGN_IN_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'login',
  'addUser',
  'googleLogin',
  'facebookLogin',
  'authCallback',
  'logout',
  'generateContent',
]);

type Schema<N extends EndpointName> = (typeof endpoints)[N]['response'];
type Output<N extends EndpointName> = z.infer<Schema<N>>;

interface SendOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  /** Statuses answered with null instead of an error (SPEC 7: 404 on onboarding reads). */
  nullOn?: number[];
}

function readErrorText(data: unknown): string | null {
  if (data && typeof data === 'object' && 'error' in data) {
    const text = (data as { error: unknown }).error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return null;
}

async function send<N extends EndpointName>(
  name: N,
  options: SendOptions & { nullOn: number[] },
): Promise<Output<N> | null>;
async function send<N extends EndpointName>(name: N, options?: SendOptions): Promise<Output<N>>;
async function send<N extends EndpointName>(
  name: N,
  options: SendOptions = {},
): Promise<Output<N> | null> {
  const endpoint = endpoints[name];
  const config: AxiosRequestConfig = {
    method: endpoint.method,
    url: buildPath(endpoint.path, options.params),
    params: options.query,
    data: options.body,
    onUploadProgress: options.onUploadProgress,
  };

  let response;
  try {
    response = await http.request<unknown>(config);
  } catch (cause) {
    throw new ApiError('network', 'Network error', { cause });
  }

  const { status, data } = response;
  if (options.nullOn?.includes(status)) return null;
  const errorText = readErrorText(data);
  const saysFailure =
    data !== null && typeof data === 'object' && (data as { success?: unknown }).success === false;
  if (status === 401 && !SIGN_IN_ENDPOINTS.has(name)) reportSessionExpired();
  if (status >= 400 || saysFailure) {
    throw new ApiError('server', errorText ?? `Request failed with status ${status}`, { status });
  }

  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    // A 200 that carries only an error message is still the server saying no.
    if (errorText) throw new ApiError('server', errorText, { status });
    throw new ApiError('contract', 'Unexpected response from the server', {
      status,
      cause: parsed.error,
    });
  }
  return parsed.data as Output<N>;
}

/** SPEC 7: writes identify the user by user_email, else google_id, else facebook_id. */
export function identifyUser(user: User | null | undefined): UserIdentifier {
  if (user?.email) return { user_email: user.email };
  if (user?.google_id) return { google_id: user.google_id };
  if (user?.facebook_id) return { facebook_id: user.facebook_id };
  throw new ApiError('client', NO_USER_IDENTIFICATION_MESSAGE);
}

function appendIdentifier(form: FormData, identifier: UserIdentifier) {
  for (const [key, value] of Object.entries(identifier)) {
    if (value) form.append(key, value);
  }
}

// --- Auth ---------------------------------------------------------------------------

export async function login(credentials: Credentials): Promise<User> {
  return (await send('login', { body: credentials })).user;
}

export async function addUser(credentials: Credentials): Promise<User> {
  return (await send('addUser', { body: credentials })).user;
}

export async function googleLogin(credential: string): Promise<User> {
  return (await send('googleLogin', { body: { credential } })).user;
}

export async function facebookLogin(request: FacebookLoginRequest): Promise<User> {
  const { user } = await send('facebookLogin', { body: request });
  if (!user) throw new ApiError('server', NO_USER_DATA_MESSAGE);
  return user;
}

/** Sends the code from a provider's redirect; the server exchanges it and starts a session. */
export async function completeAuthCallback(request: AuthCallbackRequest): Promise<User> {
  return (await send('authCallback', { body: request })).user;
}

/** Ends the server session behind the cookie (ADR 0009); answers success with or without one. */
export async function logout(): Promise<void> {
  await send('logout', { body: {} });
}

// --- Onboarding ---------------------------------------------------------------------

export async function saveOnboarding(
  user: User,
  data: OnboardingData,
): Promise<SaveOnboardingResponse> {
  const identifier = identifyUser(user);
  return send('saveOnboarding', {
    body: {
      ...identifier,
      name: user.name ?? null,
      business_name: data.business.name,
      industry: data.business.industry,
      location: data.business.city,
      employees: data.business.employees,
      onboarding_data: data,
    },
  });
}

export async function getOnboardingById(id: string | number): Promise<OnboardingData | null> {
  const response = await send('getOnboardingById', { params: { id }, nullOn: [404] });
  return response ? normaliseOnboardingData(response.onboarding_data) : null;
}

export async function getOnboardingByEmail(email: string): Promise<OnboardingData | null> {
  const response = await send('getOnboardingByEmail', { params: { email }, nullOn: [404] });
  return response ? normaliseOnboardingData(response.onboarding_data) : null;
}

export async function getBrandAssets(email: string): Promise<BrandAssets> {
  return (await send('getBrandAssets', { params: { email } })).brand_assets;
}

// --- Uploads ------------------------------------------------------------------------

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
}

const progressHandler = (onProgress?: (fraction: number) => void) =>
  onProgress
    ? (event: AxiosProgressEvent) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      }
    : undefined;

export async function uploadFile(
  file: File,
  identifier: UserIdentifier,
  fileType: UploadFileType,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELDS.file, file, file.name);
  appendIdentifier(form, identifier);
  form.append(UPLOAD_FIELDS.fileType, fileType);
  const response = await send('upload', {
    body: form,
    onUploadProgress: progressHandler(options.onProgress),
  });
  return { url: response.url, filename: response.filename ?? file.name };
}

export async function uploadFiles(
  files: readonly File[],
  identifier: UserIdentifier,
  options: UploadOptions = {},
): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELDS.files, file, file.name);
  appendIdentifier(form, identifier);
  form.append(UPLOAD_FIELDS.fileType, MULTI_UPLOAD_FILE_TYPE);
  const response = await send('uploadMultiple', {
    body: form,
    onUploadProgress: progressHandler(options.onProgress),
  });
  return response.files;
}

// --- Generation ---------------------------------------------------------------------

export async function generateBrandAwareContent(
  request: GenerateBrandAwareContentRequest,
): Promise<GenerateBrandAwareContentResponse> {
  return send('generateBrandAwareContent', { body: request });
}

export interface GeneratedImage {
  imageUrl: string;
  imagePrompt: string | null;
}

export async function generateCombinedBrandImage(
  request: GenerateCombinedBrandImageRequest,
): Promise<GeneratedImage> {
  const response = await send('generateCombinedBrandImage', { body: request });
  return {
    imageUrl: response.image_url,
    imagePrompt: response.image_prompt ?? response.prompt ?? null,
  };
}

export async function generateContent(
  request: GenerateContentRequest,
): Promise<GenerateContentResponse> {
  return send('generateContent', { body: request });
}

// --- Drafts -------------------------------------------------------------------------

export async function getDrafts(userEmail: string): Promise<GetDraftsResponse> {
  return send('getDrafts', { query: { user_email: userEmail } });
}

export async function saveDraft(request: SaveDraftRequest): Promise<Draft> {
  return (await send('saveDraft', { body: request })).draft;
}

export async function deleteDraft(id: string, userEmail: string): Promise<void> {
  await send('deleteDraft', { params: { id }, body: { user_email: userEmail } });
}
