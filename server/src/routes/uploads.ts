import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MULTI_UPLOAD_FILE_TYPE, UPLOAD_FIELDS, uploadFileTypeSchema } from '@contract/uploads';
import { endpoints } from '@contract/endpoints';
import { assertOwnIdentifiers, hasAnyIdentifier, type CarriedIdentifiers } from '../auth/ownership';
import type { Repositories } from '../db/repositories';
import type { UploadKind } from '../db/schema';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { sanitiseFilename } from '../media/filenames';
import { processUpload, type UploadPurpose } from '../media/process-upload';
import { storeMedia } from '../media/store-media';
import type { StorageQuota } from '../storage/quota';
import type { Storage } from '../storage/storage';

interface ReceivedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** Reads the whole form; the multipart limits (10 MB a file, 10 files) apply while reading. */
async function readForm(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        form.files.push({
          field: file.fieldname,
          filename: file.filename,
          bytes: await file.toBuffer(),
        });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The limits come with a code the errors plugin answers; the parser reports a cut or
    // malformed body (no closing boundary, no boundary at all) as a plain Error.
    if ((error as { code?: unknown }).code !== undefined) throw error;
    throw new HttpError(400, API_MESSAGES.badMultipart);
  }
  return form;
}

function identifiersOf(fields: Record<string, string>): CarriedIdentifiers {
  return {
    user_email: fields.user_email,
    google_id: fields.google_id,
    facebook_id: fields.facebook_id,
  };
}

export interface UploadRouteOptions {
  repos: Repositories;
  storage: Storage;
  quota: StorageQuota;
}

/** Post images and logos through /upload, brand photos through /upload-multiple. */
export async function uploadRoutes(app: FastifyInstance, options: UploadRouteOptions) {
  const { repos, storage, quota } = options;
  const routeOptions = { config: { multipart: true } };

  /**
   * Judges and re-encodes every file first (and checks the quota), then stores and
   * records them all or none.
   */
  const storeAll = async (
    businessId: string,
    files: ReceivedFile[],
    purpose: UploadPurpose,
    kind: UploadKind,
  ) => {
    const processed = [];
    for (const file of files)
      processed.push({ file, image: await processUpload(file.bytes, purpose) });
    await quota.assertRoomFor(
      businessId,
      processed.reduce((total, { image }) => total + image.bytes.length, 0),
    );
    const stored = await storeMedia(
      processed.map(({ file, image }) => ({
        bytes: image.bytes,
        contentType: image.type,
        filename: sanitiseFilename(file.filename),
      })),
      { storage, uploads: repos.uploads, businessId, kind },
    );
    return stored.map((item) => ({ url: item.url, filename: item.filename }));
  };

  const startUpload = async (request: FastifyRequest) => {
    const user = request.signedIn;
    const businessId = request.business.id;
    await app.enforceLimit('upload', request, user.id);
    const form = await readForm(request);
    const ids = identifiersOf(form.fields);
    return { user, businessId, form, ids };
  };

  app.post(endpoints.upload.path, routeOptions, async (request) => {
    const { user, businessId, form, ids } = await startUpload(request);
    const file = form.files.find((item) => item.field === UPLOAD_FIELDS.file);
    if (!file) throw new HttpError(400, API_MESSAGES.noFile);
    if (!hasAnyIdentifier(ids)) throw new HttpError(400, API_MESSAGES.noIdentifier);
    assertOwnIdentifiers(user, ids);
    const fileType = uploadFileTypeSchema.safeParse(form.fields[UPLOAD_FIELDS.fileType]);
    if (!fileType.success) throw new HttpError(400, API_MESSAGES.fileTypeInvalid);
    const [stored] = await storeAll(businessId, [file], fileType.data, fileType.data);
    if (!stored) throw new HttpError(400, API_MESSAGES.noFile);
    return endpoints.upload.response.parse({ success: true, ...stored });
  });

  app.post(endpoints.uploadMultiple.path, routeOptions, async (request) => {
    const { user, businessId, form, ids } = await startUpload(request);
    const files = form.files.filter((item) => item.field === UPLOAD_FIELDS.files);
    if (files.length === 0) throw new HttpError(400, API_MESSAGES.noFile);
    if (!hasAnyIdentifier(ids)) throw new HttpError(400, API_MESSAGES.noIdentifier);
    assertOwnIdentifiers(user, ids);
    if (form.fields[UPLOAD_FIELDS.fileType] !== MULTI_UPLOAD_FILE_TYPE) {
      throw new HttpError(400, `file_type must be ${MULTI_UPLOAD_FILE_TYPE}`);
    }
    const stored = await storeAll(businessId, files, 'photo', 'photo');
    return endpoints.uploadMultiple.response.parse({ success: true, files: stored });
  });
}
