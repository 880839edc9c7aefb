import { API_MESSAGES } from '@contract/messages';
import { MAX_UPLOAD_BYTES } from '@contract/constants';
import { MULTI_UPLOAD_FILE_TYPE, UPLOAD_FIELDS, uploadFileTypeSchema } from '@contract/uploads';
import { getDb, type UploadRecord } from '../db';
import { endpointHandler } from '../http';
import { storeFile } from '../media';

function ownerFrom(form: FormData): string | null {
  for (const key of ['user_email', 'google_id', 'facebook_id']) {
    const value = form.get(key);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

const isFile = (value: FormDataEntryValue | null): value is File =>
  value !== null && typeof value !== 'string';

export const uploadHandlers = [
  endpointHandler('upload', async ({ form, reply, fail }) => {
    if (!form) return fail(400, 'Expected a multipart form');
    const file = form.get(UPLOAD_FIELDS.file);
    if (!isFile(file)) return fail(400, API_MESSAGES.noFile);
    const owner = ownerFrom(form);
    if (!owner) return fail(400, API_MESSAGES.noIdentifier);
    const fileType = uploadFileTypeSchema.safeParse(form.get(UPLOAD_FIELDS.fileType));
    if (!fileType.success) return fail(400, API_MESSAGES.fileTypeInvalid);
    if (file.size > MAX_UPLOAD_BYTES) return fail(413, API_MESSAGES.fileTooLarge);
    const record: UploadRecord = {
      owner,
      kind: fileType.data,
      url: await storeFile(file),
      filename: file.name,
      size: file.size,
      contentType: file.type,
    };
    getDb().addUploads([record]);
    return reply({ success: true, url: record.url, filename: record.filename });
  }),

  endpointHandler('uploadMultiple', async ({ form, reply, fail }) => {
    if (!form) return fail(400, 'Expected a multipart form');
    const files = form.getAll(UPLOAD_FIELDS.files).filter(isFile);
    if (files.length === 0) return fail(400, API_MESSAGES.noFile);
    const owner = ownerFrom(form);
    if (!owner) return fail(400, API_MESSAGES.noIdentifier);
    if (form.get(UPLOAD_FIELDS.fileType) !== MULTI_UPLOAD_FILE_TYPE) {
      return fail(400, `file_type must be ${MULTI_UPLOAD_FILE_TYPE}`);
    }
    if (files.some((file) => file.size > MAX_UPLOAD_BYTES))
      return fail(413, API_MESSAGES.fileTooLarge);
    const records = await Promise.all(
      files.map(async (file): Promise<UploadRecord> => ({
        owner,
        kind: 'photo',
        url: await storeFile(file),
        filename: file.name,
      })),
    );
    getDb().addUploads(records);
    return reply({
      success: true,
      files: records.map(({ url, filename }) => ({ url, filename })),
    });
  }),
];
