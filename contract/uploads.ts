import { z } from 'zod';

/**
 * product.md §7: post images and onboarding logos go through /upload, photos through
 * /upload-multiple.
 */
export const UPLOAD_FILE_TYPES = ['post_image', 'logo'] as const;
export const uploadFileTypeSchema = z.enum(UPLOAD_FILE_TYPES);
export type UploadFileType = z.infer<typeof uploadFileTypeSchema>;
export const MULTI_UPLOAD_FILE_TYPE = 'photo';

/** Multipart field names, written once for the client and the server. */
export const UPLOAD_FIELDS = {
  file: 'file',
  files: 'files',
  fileType: 'file_type',
} as const;

export const uploadedFileSchema = z.object({
  url: z.string().min(1),
  filename: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResponseSchema = z.object({
  success: z.literal(true).optional(),
  url: z.string().min(1),
  filename: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const uploadMultipleResponseSchema = z.object({
  success: z.literal(true).optional(),
  files: z.array(uploadedFileSchema),
});
export type UploadMultipleResponse = z.infer<typeof uploadMultipleResponseSchema>;
