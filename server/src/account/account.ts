import { writeZip, type ZipEntry } from '@core/zip';
import {
  ACCOUNT_MESSAGES,
  DELETE_CONFIRMATION_WORD,
  type AccountProfile,
  type DeleteAccountRequest,
  type DeletedCounts,
  type LibraryItem,
  type SaveProfileRequest,
} from '@contract/account';
import { verifyPassword } from '../auth/passwords';
import type { Repositories } from '../db/repositories';
import type { SocialAccountRow } from '../db/social-accounts';
import type { UserRow } from '../db/users';
import { publicUser } from '../db/users';
import { HttpError } from '../http-error';
import { mediaKeyFromUrl, mediaUrl } from '../storage/media-keys';
import type { Storage } from '../storage/storage';

/**
 * The profile as Settings shows it. The business fields come from the brand profile when
 * there is one (the one source), else from the account row onboarding fills.
 */
export async function profileOf(
  repos: Repositories,
  user: UserRow,
  businessId: string,
): Promise<AccountProfile> {
  const brand = await repos.onboarding.find(businessId);
  return {
    name: user.name ?? '',
    email: user.email,
    business_name: brand?.business.name ?? user.businessName ?? '',
    industry: brand?.business.industry ?? user.industry ?? '',
    location: brand?.business.city ?? user.location ?? '',
    phone: user.phone ?? '',
  };
}

/** Stores the profile; the business fields are written into the brand profile too. */
export async function saveProfile(
  repos: Repositories,
  user: UserRow,
  businessId: string,
  fields: SaveProfileRequest,
): Promise<AccountProfile> {
  const updated = await repos.users.update(user.id, {
    name: fields.name || null,
    businessName: fields.business_name || null,
    industry: fields.industry || null,
    location: fields.location || null,
    phone: fields.phone || null,
  });
  const brand = await repos.onboarding.find(businessId);
  // The brand profile requires a business name; clearing it here leaves the brand's as is.
  if (brand && fields.business_name) {
    await repos.onboarding.save(
      { businessId, userId: user.id },
      {
        ...brand,
        business: {
          ...brand.business,
          name: fields.business_name,
          industry: fields.industry,
          city: fields.location,
        },
      },
    );
  }
  return profileOf(repos, updated, businessId);
}

/** Password accounts confirm with the password; social sign-in accounts with the word. */
async function assertConfirmed(repos: Repositories, user: UserRow, request: DeleteAccountRequest) {
  const hash = await repos.users.passwordHashOf(user.id);
  if (hash) {
    if (!request.password || !(await verifyPassword(hash, request.password))) {
      throw new HttpError(403, ACCOUNT_MESSAGES.wrongPassword);
    }
    return;
  }
  if (request.confirmation !== DELETE_CONFIRMATION_WORD) {
    throw new HttpError(400, ACCOUNT_MESSAGES.typeDelete);
  }
}

/** Revokes the networks' grants behind these (already deleted) accounts; never throws. */
export type RevokeLogins = (accounts: readonly SocialAccountRow[]) => Promise<void>;

/**
 * Deletes the account, the businesses it owns and every file stored for them (ADR 0061);
 * its memberships elsewhere go with it. Files go first: a storage failure leaves the
 * account in place to try again, never rows pointing nowhere the other way. The connected
 * accounts' tokens are read before the rows go, and their logins revoked after (as
 * Disconnect does): a network that does not answer never keeps the account.
 */
export async function deleteAccount(
  repos: Repositories,
  storage: Storage,
  revokeLogins: RevokeLogins,
  user: UserRow,
  request: DeleteAccountRequest,
): Promise<DeletedCounts> {
  await assertConfirmed(repos, user, request);
  const owned = await repos.account.ownedBusinessIds(user.id);
  const files = (await Promise.all(owned.map((id) => repos.account.filesOf(id)))).flat();
  for (const file of files) await storage.delete(file.key);
  const connected = (await Promise.all(owned.map((id) => repos.social.accountsOf(id)))).flat();
  const counts = await repos.account.deleteUser(user.id, user.email);
  await revokeLogins(connected);
  return { ...counts, files: files.length };
}

/** The business's post images, newest first, each with the drafts that show it. */
export async function libraryOf(repos: Repositories, businessId: string): Promise<LibraryItem[]> {
  const [files, drafts] = await Promise.all([
    repos.account.libraryOf(businessId),
    repos.drafts.listOf(businessId),
  ]);
  const draftsByKey = new Map<string, Array<{ id: string; title: string }>>();
  for (const draft of drafts) {
    const key = mediaKeyFromUrl(draft.imageUrl);
    if (!key) continue;
    const list = draftsByKey.get(key) ?? [];
    list.push({ id: draft.id, title: draft.title });
    draftsByKey.set(key, list);
  }
  return files.map((file) => ({
    id: file.key,
    url: mediaUrl(file.key),
    filename: file.filename,
    source: file.kind === 'generated' ? 'generated' : 'upload',
    size: file.size,
    content_type: file.contentType,
    created_at: file.createdAt.toISOString(),
    drafts: draftsByKey.get(file.key) ?? [],
  }));
}

/** Deletes one library image the owner no longer uses; one in a draft is refused. */
export async function deleteLibraryItem(
  repos: Repositories,
  storage: Storage,
  businessId: string,
  key: string,
): Promise<void> {
  const item = (await libraryOf(repos, businessId)).find((candidate) => candidate.id === key);
  if (!item) throw new HttpError(404, ACCOUNT_MESSAGES.imageNotFound);
  if (item.drafts.length) throw new HttpError(409, ACCOUNT_MESSAGES.imageInUse);
  await storage.delete(key);
  await repos.account.deleteUpload(businessId, key);
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * One zip: account.json (the person's account, profile and notifications; the current
 * business's brand profile, business profile and drafts) and files/ (the business's).
 */
export async function exportArchive(
  repos: Repositories,
  storage: Storage,
  user: UserRow,
  business: { id: string; name: string },
): Promise<Uint8Array> {
  const [profile, notifications, brand, businessProfile, drafts, files] = await Promise.all([
    profileOf(repos, user, business.id),
    repos.account.notificationsOf(user.id),
    repos.onboarding.find(business.id),
    repos.businessProfiles.find(business.id),
    repos.drafts.listOf(business.id),
    repos.account.filesOf(business.id),
  ]);
  const entries: ZipEntry[] = [];
  const fileList: Array<{ path: string; kind: string; original_filename: string; url: string }> =
    [];
  for (const file of files) {
    const bytes = await storage.get(file.key);
    if (!bytes) continue;
    const path = `files/${file.key}`;
    entries.push({ name: path, bytes });
    fileList.push({
      path,
      kind: file.kind,
      original_filename: file.filename,
      url: mediaUrl(file.key),
    });
  }
  const account = {
    exported_at: new Date().toISOString(),
    account: { ...publicUser(user), created_at: user.createdAt.toISOString() },
    profile,
    notifications: notifications ?? null,
    brand_profile: brand ?? null,
    business: { id: business.id, name: business.name },
    business_profile: businessProfile
      ? { profile: businessProfile.profile, updated_at: businessProfile.updatedAt.toISOString() }
      : null,
    drafts: drafts.map((draft) => ({
      id: draft.id,
      title: draft.title,
      caption: draft.caption,
      hashtags: draft.hashtags,
      image_url: draft.imageUrl,
      image_file:
        fileList.find((file) => file.url === mediaUrl(mediaKeyFromUrl(draft.imageUrl) ?? ''))
          ?.path ?? null,
      image_prompt: draft.imagePrompt,
      generation_params: draft.generationParams,
      original_post_desc: draft.originalPostDesc,
      variants: draft.variants,
      written_by: draft.writtenBy,
      image_by: draft.imageBy,
      created_at: draft.createdAt.toISOString(),
    })),
    files: fileList,
  };
  return writeZip([{ name: 'account.json', bytes: json(account) }, ...entries]);
}
