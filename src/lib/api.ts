import type { AnalyticsRange, AnalyticsResponse, PostResultsResponse } from '@contract/analytics';
import type {
  AiSettingsResponse,
  LocalModelResponse,
  SaveAiSettingsRequest,
  TestAiConnectionResponse,
  WrittenBy,
} from '@contract/ai-settings';
import './zod-no-eval';
import axios, { type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type {
  AccountProfile,
  AccountSettings,
  DeletedCounts,
  LibraryItem,
  NotificationSettings,
  SupportRequest,
} from '@contract/account';
import type {
  AuthCallbackRequest,
  ChangePasswordRequest,
  Credentials,
  FacebookLoginRequest,
  ResetPasswordRequest,
  SignInProvider,
  User,
  VerifyEmailResponse,
} from '@contract/auth';
import type { BillingResponse, PaidPlanId } from '@contract/billing';
import type { BusinessProfile, BusinessProfileResponse } from '@contract/business-profile';
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
  type UploadResponse,
} from '@contract/uploads';
import type {
  Post,
  PostsResponse,
  SchedulePostRequest,
  TimeZoneResponse,
  UpdatePostRequest,
} from '@contract/posts';
import type {
  AttentionItem,
  ConnectAs,
  ConnectedAccount,
  IntegrationsResponse,
  Network,
  Publication,
} from '@contract/integrations';
import type { Plan, PlanSuggestions, SlotEdit } from '@contract/plans';
import type { WebsiteProposal } from '@contract/website-import';
import { env } from '@/config/env';
import { ApiError } from './api-error';
import {
  reportAccountDeleted,
  reportSessionAccepted,
  reportSessionExpired,
} from './session-events';

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
  'startAuthRedirect',
  'authCallback',
  'logout',
  'generateContent',
  'verifyEmail',
  'forgotPassword',
  'resetPassword',
  'submitSupportRequest',
]);

/**
 * Calls whose 401 says nothing about the session: the shell's list of businesses (read on
 * every page, where the page's own calls notice an ended session) and the public pages of
 * an invitation or an approval link, opened with or without one.
 */
const SESSION_SILENT_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getBusinesses',
  'getInvitation',
  'getApprovalPage',
  'decideThroughLink',
]);

type Schema<N extends EndpointName> = (typeof endpoints)[N]['response'];
type Output<N extends EndpointName> = z.infer<Schema<N>>;

interface SendOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  /** Statuses answered with null instead of an error (product.md §7: 404 on onboarding reads). */
  nullOn?: number[];
}

/** A validation answer names its field ("password: Password must…"); people need the reason. */
const FIELD_PREFIX = /^[a-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*: (?=\S)/;

function readErrorText(data: unknown): string | null {
  if (data && typeof data === 'object' && 'error' in data) {
    const text = (data as { error: unknown }).error;
    if (typeof text === 'string' && text.trim()) return text.replace(FIELD_PREFIX, '');
  }
  return null;
}

export async function send<N extends EndpointName>(
  name: N,
  options: SendOptions & { nullOn: number[] },
): Promise<Output<N> | null>;
export async function send<N extends EndpointName>(
  name: N,
  options?: SendOptions,
): Promise<Output<N>>;
export async function send<N extends EndpointName>(
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
  if (!SIGN_IN_ENDPOINTS.has(name) && !SESSION_SILENT_ENDPOINTS.has(name)) {
    // A server error says nothing about the session; any other answer does.
    if (status === 401) reportSessionExpired();
    else if (status < 500) reportSessionAccepted();
  }
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

/** product.md §7: writes identify the user by user_email, else google_id, else facebook_id. */
export function identifyUser(user: User | null | undefined): UserIdentifier {
  if (user?.email) return { user_email: user.email };
  if (user?.google_id) return { google_id: user.google_id };
  if (user?.facebook_id) return { facebook_id: user.facebook_id };
  throw new ApiError('client', NO_USER_IDENTIFICATION_MESSAGE);
}

/** An identifier as query parameters, leaving out the empty ones. */
function queryOf(identifier: UserIdentifier): Record<string, string> {
  return Object.fromEntries(
    Object.entries(identifier).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
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

/**
 * Starts a sign-in through the provider's page: the server keeps a state for this browser
 * (in a cookie) and answers the page to go to (ADR 0042).
 */
export async function startAuthRedirect(provider: SignInProvider): Promise<string> {
  return (await send('startAuthRedirect', { body: { provider } })).authorize_url;
}

/**
 * Sends the code and state from a provider's redirect; the server checks the state against
 * this browser's, exchanges the code and starts a session.
 */
export async function completeAuthCallback(request: AuthCallbackRequest): Promise<User> {
  return (await send('authCallback', { body: request })).user;
}

/** Ends the server session behind the cookie (ADR 0009); answers success with or without one. */
export async function logout(): Promise<void> {
  await send('logout', { body: {} });
}

/** Proves the address with the token of an e-mailed link; answers the address. */
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return send('verifyEmail', { body: { token } });
}

/** E-mails the signed-in user a new verification link. */
export async function resendVerification(): Promise<void> {
  await send('resendVerification', { body: {} });
}

/** Asks for a password reset link; the answer is the same whether or not the account exists. */
export async function forgotPassword(email: string): Promise<void> {
  await send('forgotPassword', { body: { email } });
}

/** Sets a new password with a reset link's token; every session of the account ends. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await send('resetPassword', { body: request });
}

/** Changes the signed-in user's password; their other sessions end. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await send('changePassword', { body: request });
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

// --- Fill in from my website ----------------------------------------------------------

/**
 * Reads the owner's website and proposes values for them to review; nothing is saved.
 * Refusals (not an address, not public, too slow...) arrive as an ApiError carrying the
 * contract's sentence for the owner.
 */
export async function importBusinessWebsite(url: string): Promise<WebsiteProposal> {
  return send('importBusinessWebsite', { body: { url } });
}

/**
 * Copies the logo the owner chose from their website into their own media (judged by its
 * bytes like an upload), so images use the copy rather than the website's file.
 */
export async function copyWebsiteLogo(url: string): Promise<UploadResponse> {
  return send('copyWebsiteLogo', { body: { url } });
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
  /** Who made it (ADR 0057); null from a backend that does not say. */
  imageBy: WrittenBy | null;
}

export async function generateCombinedBrandImage(
  request: GenerateCombinedBrandImageRequest,
): Promise<GeneratedImage> {
  const response = await send('generateCombinedBrandImage', { body: request });
  return {
    imageUrl: response.image_url,
    imagePrompt: response.image_prompt ?? response.prompt ?? null,
    imageBy: response.image_by ?? null,
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

// --- Account, library and support (not in product.md §7) --------------------------------------

export async function getAccountSettings(identifier: UserIdentifier): Promise<AccountSettings> {
  return send('getAccountSettings', { query: queryOf(identifier) });
}

export async function saveProfile(
  identifier: UserIdentifier,
  profile: Omit<AccountProfile, 'email'>,
): Promise<AccountProfile> {
  return (await send('saveProfile', { body: { ...identifier, ...profile } })).profile;
}

export async function saveNotifications(
  identifier: UserIdentifier,
  notifications: NotificationSettings,
): Promise<NotificationSettings> {
  return (await send('saveNotifications', { body: { ...identifier, notifications } }))
    .notifications;
}

export async function deleteAccount(
  identifier: UserIdentifier,
  confirm: { password?: string; confirmation?: string },
): Promise<DeletedCounts> {
  const { deleted } = await send('deleteAccount', { body: { ...identifier, ...confirm } });
  reportAccountDeleted();
  return deleted;
}

/** The zip of the owner's data. The answer is bytes, so it is read here, not by `send`. */
export async function downloadAccountArchive(identifier: UserIdentifier): Promise<Blob> {
  let response;
  try {
    response = await http.request<Blob>({
      method: endpoints.exportAccount.method,
      url: endpoints.exportAccount.path,
      params: queryOf(identifier),
      responseType: 'blob',
    });
  } catch (cause) {
    throw new ApiError('network', 'Network error', { cause });
  }
  const { status, data } = response;
  if (status === 401) reportSessionExpired();
  if (status >= 400) {
    let errorText: string | null = null;
    try {
      errorText = readErrorText(JSON.parse(await data.text()) as unknown);
    } catch {
      errorText = null;
    }
    throw new ApiError('server', errorText ?? `Request failed with status ${status}`, { status });
  }
  return data;
}

export async function getLibrary(identifier: UserIdentifier): Promise<LibraryItem[]> {
  return (await send('getLibrary', { query: queryOf(identifier) })).items;
}

export async function deleteLibraryItem(id: string, identifier: UserIdentifier): Promise<void> {
  await send('deleteLibraryItem', { params: { id }, body: identifier });
}

export async function submitSupportRequest(request: SupportRequest): Promise<void> {
  await send('submitSupportRequest', { body: request });
}

// --- Posts: editing, scheduling, the business's time zone (ADR 0022) ---------------

export async function updatePost(id: string, request: UpdatePostRequest): Promise<Post> {
  return (await send('updatePost', { params: { id }, body: request })).post;
}

export async function schedulePost(id: string, request: SchedulePostRequest): Promise<Post> {
  return (await send('schedulePost', { params: { id }, body: request })).post;
}

export async function getPosts(userEmail: string, from: Date, to: Date): Promise<PostsResponse> {
  return send('getPosts', {
    query: { user_email: userEmail, from: from.toISOString(), to: to.toISOString() },
  });
}

export async function approvePosts(userEmail: string, ids: string[]): Promise<number> {
  return (await send('approvePosts', { body: { user_email: userEmail, ids } })).approved;
}

export async function getTimeZone(userEmail: string): Promise<TimeZoneResponse> {
  return send('getTimeZone', { query: { user_email: userEmail } });
}

export async function setTimeZone(userEmail: string, timeZone: string): Promise<TimeZoneResponse> {
  return send('setTimeZone', { body: { user_email: userEmail, time_zone: timeZone } });
}

// --- Plans: a month of posts (ADR 0022) ---------------------------------------------

export async function createPlan(
  request: z.input<(typeof endpoints)['createPlan']['request']>,
): Promise<Plan> {
  return (await send('createPlan', { body: request })).plan;
}

export async function getLatestPlan(userEmail: string): Promise<Plan | null> {
  return (await send('getLatestPlan', { query: { user_email: userEmail } })).plan;
}

/** The planner's suggestions from the owner's own results, or why there are none yet. */
export async function getPlanSuggestions(userEmail: string): Promise<PlanSuggestions> {
  return (await send('getPlanSuggestions', { query: { user_email: userEmail } })).suggestions;
}

export async function getPlan(id: string, userEmail: string): Promise<Plan> {
  return (await send('getPlan', { params: { id }, query: { user_email: userEmail } })).plan;
}

export async function replacePlanSlots(
  id: string,
  userEmail: string,
  slots: SlotEdit[],
): Promise<Plan> {
  return (
    await send('replacePlanSlots', { params: { id }, body: { user_email: userEmail, slots } })
  ).plan;
}

export async function writePlan(id: string, userEmail: string): Promise<Plan> {
  return (await send('writePlan', { params: { id }, body: { user_email: userEmail } })).plan;
}

export async function cancelPlan(id: string, userEmail: string): Promise<Plan> {
  return (await send('cancelPlan', { params: { id }, body: { user_email: userEmail } })).plan;
}

export async function retryPlanSlot(id: string, slotId: string, userEmail: string): Promise<Plan> {
  return (await send('retryPlanSlot', { params: { id, slotId }, body: { user_email: userEmail } }))
    .plan;
}

/**
 * Another version of a planned post still to review, in place of its words (ADR 0058):
 * `variation` counts the tries, `earlier` the captions they replaced.
 */
export async function writeAnotherPlanVersion(
  id: string,
  slotId: string,
  request: { user_email: string; variation: number; earlier: string[] },
): Promise<Post> {
  return (await send('writeAnotherPlanVersion', { params: { id, slotId }, body: request })).post;
}

// --- Connected accounts and publications (ADR 0029, ADR 0030) -----------------------

/** The owner's numbers from the networks for a range (ADR 0060). */
export async function getAnalytics(range: AnalyticsRange): Promise<AnalyticsResponse> {
  return send('getAnalytics', { query: { range } });
}

/** One post's newest numbers per publication: the editor's Results panel (ADR 0060). */
export async function getPostResults(postId: string): Promise<PostResultsResponse> {
  return send('getPostResults', { params: { id: postId }, query: {} });
}

export async function getIntegrations(): Promise<IntegrationsResponse> {
  return send('getIntegrations', { query: {} });
}

/** The connected TikTok account as TikTok describes it now, and whether the app is audited. */
export async function getTikTokCreatorInfo() {
  return send('getTikTokCreatorInfo', { query: {} });
}

/** Where to send the browser to authorise the network (with LinkedIn's pages app when asked). */
export async function connectNetwork(network: Network, as?: ConnectAs): Promise<string> {
  return (await send('connectNetwork', { params: { network }, body: as ? { as } : {} }))
    .authorize_url;
}

export async function getPendingConnection(id: string) {
  return send('getPendingConnection', { params: { id }, query: {} });
}

export async function pickConnectionTargets(
  id: string,
  targetIds: string[],
): Promise<ConnectedAccount[]> {
  return (await send('pickConnectionTargets', { params: { id }, body: { target_ids: targetIds } }))
    .accounts;
}

export async function disconnectAccount(id: string): Promise<void> {
  await send('disconnectAccount', { params: { id }, body: {} });
}

export async function getPublications(postId: string): Promise<Publication[]> {
  return (await send('getPublications', { query: { post: postId } })).publications;
}

export async function getPublicationsNeedingAttention(): Promise<AttentionItem[]> {
  return (await send('getPublicationsNeedingAttention', { query: {} })).publications;
}

export async function retryPublication(id: string): Promise<Publication> {
  return (await send('retryPublication', { params: { id }, body: {} })).publication;
}

export async function markPublicationPosted(id: string): Promise<Publication> {
  return (await send('markPublicationPosted', { params: { id }, body: {} })).publication;
}

// --- Business profile: what the business does, sells and how it runs (ADR 0051) -----

/** The signed-in owner's profile; the empty one with `updatedAt: null` before any save. */
export async function getBusinessProfile(): Promise<BusinessProfileResponse> {
  return send('getBusinessProfile', { query: {} });
}

/** Replaces the whole profile; answers it as stored. */
export async function saveBusinessProfile(
  profile: BusinessProfile,
): Promise<BusinessProfileResponse> {
  return send('saveBusinessProfile', { body: profile });
}

/** The business's plan, or that this installation has no billing (ADR 0055). */
export async function getBilling(): Promise<BillingResponse> {
  return send('getBilling', { query: {} });
}

/** The address of Stripe Checkout for a paid plan (or of the portal, for a business already paying). */
export async function startCheckout(plan: PaidPlanId): Promise<string> {
  return (await send('startCheckout', { body: { plan } })).url;
}

/** The address of Stripe's customer portal: card, plan change, cancelling. */
export async function openBillingPortal(): Promise<string> {
  return (await send('openBillingPortal', { body: {} })).url;
}

/** The business's writer (ADR 0057): the key comes back only as its hint. */
export async function getAiSettings(): Promise<AiSettingsResponse> {
  return send('getAiSettings', { query: {} });
}

export async function saveAiSettings(request: SaveAiSettingsRequest): Promise<AiSettingsResponse> {
  return send('saveAiSettings', { body: request });
}

/** The models a provider lists; without a key the stored one is used. */
export async function listAiModels(baseUrl: string, apiKey?: string): Promise<string[]> {
  const answer = await send('listAiModels', {
    body: apiKey ? { base_url: baseUrl, api_key: apiKey } : { base_url: baseUrl },
  });
  return answer.models;
}

/** One short post (or one image) from the saved model, or why it failed. */
export async function testAiConnection(kind: 'text' | 'image'): Promise<TestAiConnectionResponse> {
  return send('testAiConnection', { body: { kind } });
}

/** An Ollama on the server's computer, and its chat models. */
export async function findLocalModel(): Promise<LocalModelResponse> {
  return send('findLocalModel', { query: {} });
}
