import { z } from 'zod';
import { signInProviderSchema, userSchema, type SignInProvider, type User } from '@contract/auth';
import { draftSchema, type Draft } from '@contract/drafts';
import { planSchema, type Plan } from '@contract/plans';
import {
  notificationSettingsSchema,
  type DeletedCounts,
  type NotificationSettings,
  type SupportRequest,
} from '@contract/account';
import { aiSettingsResponseSchema, type AiSettingsResponse } from '@contract/ai-settings';
import { businessProfileSchema, type BusinessProfile } from '@contract/business-profile';
import {
  onboardingDataSchema,
  type OnboardingData,
  type UserIdentifier,
} from '@contract/onboarding';
import { emptyTeamState, teamStateSchema, type TeamState } from './team-store';

/**
 * The mock backend's database. Stateful like a real one: users with hashed
 * passwords, one onboarding record per user, drafts owned by their user, uploaded
 * files. In the browser it persists to localStorage (see browser.ts); in tests it
 * lives in memory and `resetDb()` empties it between tests.
 */

export interface UserRecord {
  id: string;
  user: User;
  passwordHash: string | null;
}

export interface OnboardingRecord {
  userId: string;
  data: OnboardingData;
  updatedAt: string;
}

export const UPLOAD_KINDS = ['logo', 'photo', 'post_image', 'generated'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadRecord {
  owner: string;
  kind: UploadKind;
  url: string;
  filename: string;
  /** Library fields; records saved before the library have none. */
  id?: string;
  size?: number;
  contentType?: string;
  createdAt?: string;
}

/** Settings kept beyond the product.md §3 user: the phone and the notification choices. */
export interface AccountRecord {
  userId: string;
  phone: string;
  notifications: NotificationSettings | null;
}

export interface SupportRecord extends SupportRequest {
  id: string;
  createdAt: string;
}

/** What the business does, sells and how it runs (ADR 0051), one per user. */
export interface BusinessProfileRecord {
  userId: string;
  profile: BusinessProfile;
  updatedAt: string;
}

export type LinkPurpose = 'verify-email' | 'reset-password';

/** A single-use link the mock "e-mailed" (it logs it in the browser's console instead). */
export interface LinkRecord {
  token: string;
  userId: string;
  purpose: LinkPurpose;
  email: string;
  expiresAt: string;
}

/** A redirect sign-in the mock started: the state it gave, until a callback uses it. */
export interface LoginStateRecord {
  state: string;
  provider: SignInProvider;
  expiresAt: string;
}

export interface DbState {
  version: 1;
  sequence: number;
  users: UserRecord[];
  onboarding: OnboardingRecord[];
  drafts: Draft[];
  uploads: UploadRecord[];
  /** The mock's stand-in for the session cookie: who signed in last, until logout. */
  sessionUserId: string | null;
  links: LinkRecord[];
  accounts: AccountRecord[];
  supportRequests: SupportRecord[];
  /** The business's IANA time zone per user e-mail (ADR 0022). */
  timeZones: Record<string, string>;
  /** Planned months with their slots (ADR 0022). */
  plans: StoredPlan[];
  /** Redirect sign-ins started and not yet back (ADR 0042). */
  loginStates: LoginStateRecord[];
  businessProfiles: BusinessProfileRecord[];
  /** The writer chosen in Settings per user id (ADR 0057); the key only as its hint. */
  aiSettings: Record<string, MockAiSettings>;
  /** Businesses, their members, invitations, approvals and activity (ADR 0061). */
  team: TeamState;
}

/** What the mock keeps of the writer settings: never the key itself. */
export type MockAiSettings = Omit<AiSettingsResponse, 'usage' | 'fixed_by_installation'>;

export type StoredPlan = Plan & { user_email: string };

export interface DbStorage {
  load(): string | null;
  save(text: string): void;
}

const emptyState = (): DbState => ({
  version: 1,
  sequence: 0,
  users: [],
  onboarding: [],
  drafts: [],
  uploads: [],
  sessionUserId: null,
  links: [],
  accounts: [],
  supportRequests: [],
  timeZones: {},
  plans: [],
  loginStates: [],
  businessProfiles: [],
  aiSettings: {},
  team: emptyTeamState(),
});

/**
 * What a saved database must look like to be loaded. Records are checked against the
 * contract, because the handlers hand them back to the api module, which parses them.
 * Lists an older save lacks start empty.
 */
const storedStateSchema = z.object({
  version: z.literal(1),
  sequence: z.number().int().min(0).default(0),
  users: z
    .array(z.object({ id: z.string(), user: userSchema, passwordHash: z.string().nullable() }))
    .default([]),
  onboarding: z
    .array(z.object({ userId: z.string(), data: onboardingDataSchema, updatedAt: z.string() }))
    .default([]),
  drafts: z.array(draftSchema).default([]),
  uploads: z
    .array(
      z.object({
        owner: z.string(),
        kind: z.enum(UPLOAD_KINDS),
        url: z.string(),
        filename: z.string(),
        id: z.string().optional(),
        size: z.number().optional(),
        contentType: z.string().optional(),
        createdAt: z.string().optional(),
      }),
    )
    .default([]),
  accounts: z
    .array(
      z.object({
        userId: z.string(),
        phone: z.string(),
        notifications: notificationSettingsSchema.nullable(),
      }),
    )
    .default([]),
  supportRequests: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
        createdAt: z.string(),
      }),
    )
    .default([]),
  sessionUserId: z.string().nullable().default(null),
  links: z
    .array(
      z.object({
        token: z.string(),
        userId: z.string(),
        purpose: z.enum(['verify-email', 'reset-password']),
        email: z.string(),
        expiresAt: z.string(),
      }),
    )
    .default([]),
  timeZones: z.record(z.string(), z.string()).default({}),
  plans: z.array(planSchema.extend({ user_email: z.string() })).default([]),
  loginStates: z
    .array(z.object({ state: z.string(), provider: signInProviderSchema, expiresAt: z.string() }))
    .default([]),
  businessProfiles: z
    .array(z.object({ userId: z.string(), profile: businessProfileSchema, updatedAt: z.string() }))
    .default([]),
  aiSettings: z
    .record(z.string(), aiSettingsResponseSchema.omit({ usage: true, fixed_by_installation: true }))
    .default({}),
  team: teamStateSchema.default(emptyTeamState),
}) satisfies z.ZodType<DbState, unknown>;

/** A corrupted or outdated save is dropped: the database starts empty rather than crash. */
function readState(storage: DbStorage | null): DbState {
  const text = storage?.load();
  if (!text) return emptyState();
  try {
    const parsed = storedStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : emptyState();
  } catch {
    return emptyState();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`mock-salt:${password}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

export type DeleteDraftOutcome = 'deleted' | 'not-found' | 'forbidden';

export class MockDb {
  private state: DbState;
  private readonly storage: DbStorage | null;

  constructor(storage: DbStorage | null = null) {
    this.storage = storage;
    this.state = readState(storage);
  }

  reset() {
    this.state = emptyState();
    this.commit();
  }

  snapshot(): DbState {
    return structuredClone(this.state);
  }

  private nextId(prefix: string): string {
    this.state.sequence += 1;
    return `${prefix}_${this.state.sequence}`;
  }

  private commit() {
    this.storage?.save(JSON.stringify(this.state));
  }

  /** The team's records, changed in place by src/mocks/team.ts, which saves after. */
  teamState(): TeamState {
    return this.state.team;
  }

  /** Saves a change made through teamState(). */
  saveTeam() {
    this.commit();
  }

  /** A fresh identifier from the database's own sequence. */
  newId(prefix: string): string {
    return this.nextId(prefix);
  }

  // --- users ---

  findUserByEmail(email: string): UserRecord | undefined {
    return this.state.users.find((record) => sameEmail(record.user.email, email));
  }

  findUser(identifier: UserIdentifier): UserRecord | undefined {
    if (identifier.user_email) return this.findUserByEmail(identifier.user_email);
    if (identifier.google_id)
      return this.state.users.find((record) => record.user.google_id === identifier.google_id);
    if (identifier.facebook_id)
      return this.state.users.find((record) => record.user.facebook_id === identifier.facebook_id);
    return undefined;
  }

  findUserById(id: string): UserRecord | undefined {
    return this.state.users.find((record) => record.id === id);
  }

  createUser(user: User, passwordHash: string | null): UserRecord {
    const record: UserRecord = { id: this.nextId('user'), user, passwordHash };
    this.state.users.push(record);
    this.commit();
    return record;
  }

  updateUser(id: string, changes: Partial<User>): UserRecord | undefined {
    const record = this.findUserById(id);
    if (!record) return undefined;
    record.user = { ...record.user, ...changes };
    this.commit();
    return record;
  }

  // --- session and e-mailed links ---

  signIn(userId: string | null) {
    this.state.sessionUserId = userId;
    this.commit();
  }

  sessionUser(): UserRecord | undefined {
    return this.state.sessionUserId ? this.findUserById(this.state.sessionUserId) : undefined;
  }

  setPasswordHash(userId: string, passwordHash: string | null) {
    const record = this.findUserById(userId);
    if (record) record.passwordHash = passwordHash;
    this.commit();
  }

  /** A new link; earlier ones of the same purpose for the user stop working. */
  issueLink(userId: string, purpose: LinkPurpose, email: string, lifetimeMs: number): string {
    const token = crypto.randomUUID();
    this.state.links = this.state.links.filter(
      (link) => !(link.userId === userId && link.purpose === purpose),
    );
    this.state.links.push({
      token,
      userId,
      purpose,
      email,
      expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
    });
    this.commit();
    return token;
  }

  /** Uses a link up; undefined when unknown, of another purpose or expired. */
  consumeLink(token: string, purpose: LinkPurpose): LinkRecord | undefined {
    const link = this.state.links.find((item) => item.token === token && item.purpose === purpose);
    this.state.links = this.state.links.filter((item) => item !== link);
    this.commit();
    return link && Date.parse(link.expiresAt) > Date.now() ? link : undefined;
  }

  /** A redirect sign-in's state, as the server gives one (ADR 0042). */
  issueLoginState(provider: SignInProvider, lifetimeMs: number): string {
    const state = crypto.randomUUID();
    this.state.loginStates.push({
      state,
      provider,
      expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
    });
    this.commit();
    return state;
  }

  /** Uses a state up: true once for a state it gave for this provider, before it expires. */
  consumeLoginState(state: string, provider: SignInProvider): boolean {
    const record = this.state.loginStates.find((item) => item.state === state);
    this.state.loginStates = this.state.loginStates.filter((item) => item !== record);
    this.commit();
    return Boolean(
      record && record.provider === provider && Date.parse(record.expiresAt) > Date.now(),
    );
  }

  // --- onboarding ---

  saveOnboarding(userId: string, data: OnboardingData): OnboardingRecord {
    const record: OnboardingRecord = { userId, data, updatedAt: new Date().toISOString() };
    this.state.onboarding = this.state.onboarding.filter((item) => item.userId !== userId);
    this.state.onboarding.push(record);
    this.commit();
    return record;
  }

  findOnboarding(userId: string): OnboardingRecord | undefined {
    return this.state.onboarding.find((item) => item.userId === userId);
  }

  // --- business profile ---

  findBusinessProfile(userId: string): BusinessProfileRecord | undefined {
    return this.state.businessProfiles.find((item) => item.userId === userId);
  }

  saveBusinessProfile(userId: string, profile: BusinessProfile): BusinessProfileRecord {
    const record: BusinessProfileRecord = { userId, profile, updatedAt: new Date().toISOString() };
    this.state.businessProfiles = this.state.businessProfiles.filter(
      (item) => item.userId !== userId,
    );
    this.state.businessProfiles.push(record);
    this.commit();
    return record;
  }

  // --- writer settings ---

  findAiSettings(userId: string): MockAiSettings | undefined {
    return this.state.aiSettings[userId];
  }

  saveAiSettings(userId: string, settings: MockAiSettings): MockAiSettings {
    this.state.aiSettings = { ...this.state.aiSettings, [userId]: settings };
    this.commit();
    return settings;
  }

  // --- uploads ---

  /** Files get an id and a time here, so the library can list and delete them. */
  addUploads(records: UploadRecord[]) {
    const now = new Date().toISOString();
    // Their own numbering, so storing a file does not shift the ids of users and drafts.
    let last = Math.max(
      0,
      ...this.state.uploads.map((item) => Number(/^file_(\d+)$/.exec(item.id ?? '')?.[1] ?? 0)),
    );
    this.state.uploads.push(
      ...records.map((record) => ({
        ...record,
        id: record.id ?? `file_${(last += 1)}`,
        createdAt: record.createdAt ?? now,
      })),
    );
    this.commit();
  }

  /** Every file of the owner's identifiers, in the order they were stored. */
  filesOf(owners: string[]): UploadRecord[] {
    return this.state.uploads.filter((item) => owners.includes(item.owner));
  }

  deleteUpload(id: string) {
    this.state.uploads = this.state.uploads.filter((item) => item.id !== id);
    this.commit();
  }

  // --- account ---

  accountOf(userId: string): AccountRecord {
    return (
      this.state.accounts.find((item) => item.userId === userId) ?? {
        userId,
        phone: '',
        notifications: null,
      }
    );
  }

  saveAccount(record: AccountRecord) {
    this.state.accounts = this.state.accounts.filter((item) => item.userId !== record.userId);
    this.state.accounts.push(record);
    this.commit();
  }

  addSupportRequest(request: SupportRequest): SupportRecord {
    const record: SupportRecord = {
      ...request,
      id: this.nextId('support'),
      createdAt: new Date().toISOString(),
    };
    this.state.supportRequests.push(record);
    this.commit();
    return record;
  }

  /** Deletes the user and everything filed under them, counting what went. */
  deleteUser(id: string, owners: string[]): Omit<DeletedCounts, 'sessions'> | undefined {
    const record = this.findUserById(id);
    if (!record) return undefined;
    const email = record.user.email;
    const ownDraft = (draft: Draft) => sameEmail(draft.user_email, email);
    const ownSupport = (request: SupportRecord) => sameEmail(request.email, email);
    const counts = {
      drafts: this.state.drafts.filter(ownDraft).length,
      files: this.filesOf(owners).length,
      brand_profile: Boolean(this.findOnboarding(id)),
      support_requests: this.state.supportRequests.filter(ownSupport).length,
    };
    this.state.users = this.state.users.filter((item) => item.id !== id);
    this.state.onboarding = this.state.onboarding.filter((item) => item.userId !== id);
    this.state.accounts = this.state.accounts.filter((item) => item.userId !== id);
    this.state.drafts = this.state.drafts.filter((draft) => !ownDraft(draft));
    this.state.uploads = this.state.uploads.filter((item) => !owners.includes(item.owner));
    this.state.supportRequests = this.state.supportRequests.filter((item) => !ownSupport(item));
    this.state.businessProfiles = this.state.businessProfiles.filter((item) => item.userId !== id);
    this.commit();
    return counts;
  }

  uploadsOf(owners: string[], kind: UploadKind): UploadRecord[] {
    return this.state.uploads.filter((item) => item.kind === kind && owners.includes(item.owner));
  }

  // --- drafts ---

  /** Newest first. Drafts saved within the same millisecond keep their saving order. */
  listDrafts(userEmail: string): Draft[] {
    return this.state.drafts
      .map((draft, position) => ({ draft, position, time: Date.parse(draft.created_at) }))
      .filter(({ draft }) => sameEmail(draft.user_email, userEmail))
      .sort((a, b) => b.time - a.time || b.position - a.position)
      .map(({ draft }) => draft);
  }

  addDraft(fields: Omit<Draft, 'id' | 'created_at'>): Draft {
    const draft: Draft = {
      ...fields,
      id: this.nextId('draft'),
      created_at: new Date().toISOString(),
    };
    this.state.drafts.push(draft);
    this.commit();
    return draft;
  }

  /** The owner's draft saved from this generated result, if there is one. */
  findDraftOfResult(resultId: string, userEmail: string): Draft | undefined {
    return this.state.drafts.find(
      (item) => item.result_id === resultId && sameEmail(item.user_email, userEmail),
    );
  }

  /** The owner's draft, or undefined: another user's is as missing as an unknown one. */
  findOwnDraft(id: string, userEmail: string): Draft | undefined {
    const draft = this.state.drafts.find((item) => item.id === id);
    return draft && sameEmail(draft.user_email, userEmail) ? draft : undefined;
  }

  updateOwnDraft(id: string, userEmail: string, changes: Partial<Draft>): Draft | undefined {
    const draft = this.findOwnDraft(id, userEmail);
    if (!draft) return undefined;
    Object.assign(draft, changes);
    this.commit();
    return draft;
  }

  allDraftsOf(userEmail: string): Draft[] {
    return this.state.drafts.filter((draft) => sameEmail(draft.user_email, userEmail));
  }

  // --- plans ---

  addPlan(plan: Omit<StoredPlan, 'id' | 'created_at'>): StoredPlan {
    const stored: StoredPlan = {
      ...plan,
      id: this.nextId('plan'),
      created_at: new Date().toISOString(),
    };
    stored.slots = stored.slots.map((slot) => ({ ...slot, id: this.nextId('slot') }));
    this.state.plans.push(stored);
    this.commit();
    return stored;
  }

  findOwnPlan(id: string, userEmail: string): StoredPlan | undefined {
    const plan = this.state.plans.find((item) => item.id === id);
    return plan && sameEmail(plan.user_email, userEmail) ? plan : undefined;
  }

  latestPlan(userEmail: string): StoredPlan | undefined {
    return this.state.plans.filter((plan) => sameEmail(plan.user_email, userEmail)).at(-1);
  }

  writingPlans(): StoredPlan[] {
    return this.state.plans.filter((plan) => plan.state === 'writing');
  }

  /** Changes a plan in place and saves: the handlers keep its progress figures in step. */
  updatePlan(plan: StoredPlan, change: (plan: StoredPlan) => void): StoredPlan {
    change(plan);
    this.commit();
    return plan;
  }

  newSlotId(): string {
    return this.nextId('slot');
  }

  timeZoneOf(userEmail: string): string | undefined {
    return this.state.timeZones[userEmail.trim().toLowerCase()];
  }

  setTimeZone(userEmail: string, timeZone: string) {
    this.state.timeZones[userEmail.trim().toLowerCase()] = timeZone;
    this.commit();
  }

  deleteDraft(id: string, userEmail: string): DeleteDraftOutcome {
    const draft = this.state.drafts.find((item) => item.id === id);
    if (!draft) return 'not-found';
    if (!sameEmail(draft.user_email, userEmail)) return 'forbidden';
    this.state.drafts = this.state.drafts.filter((item) => item.id !== id);
    this.commit();
    return 'deleted';
  }
}

let activeDb = new MockDb();

/** The database the handlers use. */
export function getDb(): MockDb {
  return activeDb;
}

/** Swaps in a database backed by storage (the browser's localStorage in dev). */
export function attachDbStorage(storage: DbStorage): MockDb {
  activeDb = new MockDb(storage);
  return activeDb;
}

/** Empties the database: called between tests. */
export function resetDb() {
  activeDb.reset();
}
