import { HttpResponse } from 'msw';
import {
  ACCOUNT_MESSAGES,
  DEFAULT_NOTIFICATIONS,
  DELETE_CONFIRMATION_WORD,
  type AccountProfile,
  type LibraryItem,
} from '@contract/account';
import type { UserIdentifier } from '@contract/onboarding';
import { writeZip, type ZipEntry } from '@core/zip';
import { getDb, hashPassword, type UploadRecord, type UserRecord } from '../db';
import { readMedia } from '../media';
import { endpointHandler } from '../http';
import { uploadOwners, USER_NOT_FOUND } from './onboarding';

/** The mock has no server session: the request's identifier names the user. */
function userOf(identifier: UserIdentifier): UserRecord | undefined {
  return getDb().findUser(identifier);
}

function profileOf(record: UserRecord): AccountProfile {
  const db = getDb();
  const brand = db.findOnboarding(record.id)?.data.business;
  return {
    name: record.user.name ?? '',
    email: record.user.email ?? null,
    business_name: brand?.name ?? record.user.business_name ?? '',
    industry: brand?.industry ?? record.user.industry ?? '',
    location: brand?.city ?? record.user.location ?? '',
    phone: db.accountOf(record.id).phone,
  };
}

const LIBRARY_KINDS = new Set<UploadRecord['kind']>(['post_image', 'generated']);

function libraryOf(record: UserRecord): LibraryItem[] {
  const db = getDb();
  const drafts = record.user.email ? db.listDrafts(record.user.email) : [];
  return db
    .filesOf(uploadOwners(record.user))
    .filter((file) => LIBRARY_KINDS.has(file.kind) && file.id)
    .map((file) => ({
      id: file.id ?? '',
      url: file.url,
      filename: file.filename,
      source: file.kind === 'generated' ? ('generated' as const) : ('upload' as const),
      size: file.size ?? 0,
      content_type: file.contentType ?? '',
      created_at: file.createdAt ?? new Date(0).toISOString(),
      drafts: drafts
        .filter((draft) => draft.image_url === file.url)
        .map((draft) => ({ id: draft.id, title: draft.title })),
    }))
    .reverse();
}

/** The bytes of a data URL the mock stored an upload as. */
function dataUrlBytes(url: string): Uint8Array | null {
  const match = /^data:([^;,]*)(;charset=[^;,]*)?(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  const payload = match[4] ?? '';
  if (match[3]) return Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
  return new TextEncoder().encode(decodeURIComponent(payload));
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** A stored file's bytes and type: from the mock's media store, or an older data URL. */
async function fileContents(url: string): Promise<{ bytes: Uint8Array; extension: string } | null> {
  const stored = await readMedia(url);
  if (stored) return { bytes: stored.bytes, extension: EXTENSIONS[stored.type] ?? 'bin' };
  const bytes = dataUrlBytes(url);
  if (!bytes) return null;
  const type = /^data:([^;,]*)/.exec(url)?.[1] ?? '';
  return { bytes, extension: EXTENSIONS[type] ?? 'bin' };
}

export const accountSettingsHandlers = [
  endpointHandler('getAccountSettings', ({ body, reply, fail }) => {
    const record = userOf(body);
    if (!record) return fail(404, USER_NOT_FOUND);
    return reply({
      success: true,
      profile: profileOf(record),
      notifications: getDb().accountOf(record.id).notifications ?? DEFAULT_NOTIFICATIONS,
      password_sign_in: Boolean(record.passwordHash),
    });
  }),

  endpointHandler('saveProfile', ({ body, reply, fail }) => {
    const db = getDb();
    const record = userOf(body);
    if (!record) return fail(404, USER_NOT_FOUND);
    const updated = db.updateUser(record.id, {
      name: body.name || null,
      business_name: body.business_name || null,
      industry: body.industry || null,
      location: body.location || null,
    });
    db.saveAccount({ ...db.accountOf(record.id), phone: body.phone });
    const brand = db.findOnboarding(record.id)?.data;
    if (brand && body.business_name) {
      db.saveOnboarding(record.id, {
        ...brand,
        business: {
          ...brand.business,
          name: body.business_name,
          industry: body.industry,
          city: body.location,
        },
      });
    }
    return reply({ success: true, profile: profileOf(updated ?? record) });
  }),

  endpointHandler('saveNotifications', ({ body, reply, fail }) => {
    const db = getDb();
    const record = userOf(body);
    if (!record) return fail(404, USER_NOT_FOUND);
    db.saveAccount({ ...db.accountOf(record.id), notifications: body.notifications });
    return reply({ success: true, notifications: body.notifications });
  }),

  endpointHandler('deleteAccount', async ({ body, reply, fail }) => {
    const db = getDb();
    const record = userOf(body);
    if (!record) return fail(404, USER_NOT_FOUND);
    if (record.passwordHash) {
      if (!body.password || (await hashPassword(body.password)) !== record.passwordHash) {
        return fail(403, ACCOUNT_MESSAGES.wrongPassword);
      }
    } else if (body.confirmation !== DELETE_CONFIRMATION_WORD) {
      return fail(400, ACCOUNT_MESSAGES.typeDelete);
    }
    const counts = db.deleteUser(record.id, uploadOwners(record.user));
    if (!counts) return fail(404, USER_NOT_FOUND);
    // This browser is the mock's only "session".
    return reply({ success: true, deleted: { ...counts, sessions: 1 } });
  }),

  endpointHandler('exportAccount', async ({ body, fail }) => {
    const db = getDb();
    const record = userOf(body);
    if (!record) return fail(404, USER_NOT_FOUND);
    const files: ZipEntry[] = [];
    const fileList: { path: string; kind: string; original_filename: string; url: string }[] = [];
    for (const [index, file] of db.filesOf(uploadOwners(record.user)).entries()) {
      const contents = await fileContents(file.url);
      if (!contents) continue;
      const path = `files/${file.id ?? `file_${index}`}.${contents.extension}`;
      files.push({ name: path, bytes: contents.bytes });
      fileList.push({ path, kind: file.kind, original_filename: file.filename, url: file.url });
    }
    const account = {
      exported_at: new Date().toISOString(),
      account: record.user,
      profile: profileOf(record),
      notifications: db.accountOf(record.id).notifications,
      brand_profile: db.findOnboarding(record.id)?.data ?? null,
      business_profile: db.findBusinessProfile(record.id)?.profile ?? null,
      drafts: (record.user.email ? db.listDrafts(record.user.email) : []).map((draft) => ({
        ...draft,
        image_file: fileList.find((file) => file.url === draft.image_url)?.path ?? null,
      })),
      files: fileList.map(({ path, kind, original_filename }) => ({
        path,
        kind,
        original_filename,
      })),
    };
    const zip = writeZip([
      { name: 'account.json', bytes: new TextEncoder().encode(JSON.stringify(account, null, 2)) },
      ...files,
    ]);
    return new HttpResponse(zip, {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="smart-suite-export.zip"',
      },
    });
  }),

  endpointHandler('getLibrary', ({ body, reply, fail }) => {
    const record = userOf(body);
    if (!record) return fail(404, USER_NOT_FOUND);
    return reply({ success: true, items: libraryOf(record) });
  }),

  endpointHandler('deleteLibraryItem', ({ params, body, reply, fail }) => {
    const record = userOf(body);
    if (!record) return fail(404, USER_NOT_FOUND);
    const item = libraryOf(record).find((candidate) => candidate.id === params.id);
    if (!item) return fail(404, ACCOUNT_MESSAGES.imageNotFound);
    if (item.drafts.length) return fail(409, ACCOUNT_MESSAGES.imageInUse);
    getDb().deleteUpload(item.id);
    return reply({ success: true });
  }),

  endpointHandler('submitSupportRequest', ({ body, reply }) => {
    const stored = getDb().addSupportRequest(body);
    return reply({ success: true, id: stored.id, received_at: stored.createdAt }, 201);
  }),
];
