/** product.md §5 and §8 texts of post creation, written once. */
export const BLANK_DESCRIPTION_MESSAGE = 'Please enter a post description.';
export const MISSING_UPLOAD_MESSAGE = 'Please choose an image to upload.';
export const FILE_TYPE_MESSAGE_PREFIX = 'File type not supported. Please use: ';
export const FILE_TOO_LARGE_MESSAGE = 'File size too large. Maximum size is 10MB.';
export const IMAGE_PROCESSING_MESSAGE = 'Failed to process image. Please try again.';
export const UPLOAD_NETWORK_MESSAGE = 'Failed to upload image. Please try again.';
export const GENERATION_FAILED_MESSAGE = 'Failed to generate and save post. Please try again.';
export const DEMO_ALERT_MESSAGE =
  'This is a preview. Sign up free to generate and save your posts!';
export const DRAFT_SAVED_MESSAGE = 'Draft saved!';
export const DRAFT_REPLACED_MESSAGE = 'Draft saved! This version replaced the one saved before.';

export const imageGenerationFailedMessage = (error: string) => `Image generation failed: ${error}`;
export const imageUploadFailedMessage = (error: string) => `Image upload failed: ${error}`;

/** Why a brand option is unavailable (product.md §5), shown next to the disabled control. */
export const BRAND_OPTION_REASONS = {
  colors: 'Add brand colors in your brand setup to use this.',
  logo: 'Upload a logo in your brand setup to use this.',
  photos: 'Upload brand photos in your brand setup to use this.',
} as const;
