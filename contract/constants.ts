/**
 * product.md §9: business constants and limits, in one module that the client,
 * the mock backend and the server all import.
 */

export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1048576;
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * BYTES_PER_MB;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
export const PREVIEW_MAX_HEIGHT_PX = 300;

export const LOGO_ACCEPT = ['.png', '.svg', '.jpg', '.jpeg'] as const;
export const PHOTO_ACCEPT = ['.png', '.jpg', '.jpeg'] as const;

export const CAPTION_LENGTHS = ['short', 'medium', 'long'] as const;
export const LOGO_PLACEMENTS = ['corner', 'center', 'watermark', 'banner', 'natural'] as const;
export const IMAGE_QUALITIES = ['medium', 'high'] as const;
export const IMAGE_BACKGROUND = 'opaque';
export const OUTPUT_COMPRESSION = 85;

export const GENERATION_DEFAULTS = {
  captionGeneration: true,
  captionLength: 'medium',
  imageQuality: 'medium',
  logoPlacement: 'corner',
  referencePhotoIndex: 0,
  outputCompression: OUTPUT_COMPRESSION,
  imageBackground: IMAGE_BACKGROUND,
} as const;

export const INDUSTRIES = [
  'Bakery',
  'Real Estate',
  'Fitness',
  'Restaurant',
  'Retail',
  'Healthcare',
  'Technology',
  'Education',
  'Marketing',
  'Consulting',
  'Beauty & Wellness',
  'Automotive',
  'Finance',
  'Legal',
  'Entertainment',
  'Non-profit',
  'Other',
] as const;

export const EMPLOYEE_RANGES = ['1', '2-5', '6-20', '20+'] as const;

export const PLATFORMS = ['instagram', 'facebook', 'tiktok', 'x', 'linkedin'] as const;

export const POST_LENGTHS = ['Short', 'Medium', 'Long'] as const;
export const DEFAULT_POST_LENGTH = 'Medium';

export const POSTS_PER_MONTH = { min: 1, max: 30, default: 12 } as const;
export const DEFAULT_AI_VISUALS = true;

export const HASHTAG_STYLES = ['Minimal', 'Moderate', 'Trending'] as const;
export const DEFAULT_HASHTAG_STYLE = 'Moderate';
export const HASHTAG_STYLE_DESCRIPTIONS: Record<(typeof HASHTAG_STYLES)[number], string> = {
  Minimal: 'Up to 5 hashtags',
  Moderate: '6-10 hashtags',
  Trending: 'Trending tags, emoji+',
};

export const MAX_BRAND_COLORS = 3;
export const NEW_BRAND_COLOR = '#000000';
export const TAGLINE_MAX_LENGTH = 140;

export const TOAST_DEFAULT_DURATION_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const SOCIAL_LOGIN_REDIRECT_DELAY_MS = 500;
export const EMAIL_LOGIN_REDIRECT_DELAY_MS = 100;

export const FREE_POSTS = 30;
export const BUSINESSES_SERVED = '50,000';
export const SETUP_MINUTES = 5;
export const FAQ_ITEM_COUNT = 5;

export const SUPPORT_REPLY_HOURS = 24;
export const SUPPORT_HOURS = 'Mon-Fri 9AM-6PM EST';
export const DATA_DELETION_DAYS = 30;
export const PRIVACY_AGE_LIMIT_YEARS = 13;
export const LEGAL_EFFECTIVE_DATE = 'January 1, 2025';

export const SIZE_UNITS = ['B', 'KB', 'MB'] as const;

/**
 * Upper bounds on stored text, enforced by the contract on every write so that no
 * field can grow without limit. Generous for real posts (the longest platform caption,
 * LinkedIn's, is 3,000 characters), tight enough to refuse abuse.
 */
export const TEXT_LIMITS = {
  password: { min: 8, max: 256 },
  postDescription: 2_000,
  title: 300,
  caption: 5_000,
  hashtags: 1_000,
  imageUrl: 2_048,
  imagePrompt: 4_000,
  generationParams: 10_000,
  shortText: 200,
  samplePost: 2_000,
  samplePosts: 20,
  photos: 20,
} as const;

/** What a new password must be, said before it is typed and when it is refused. */
export const PASSWORD_RULES = {
  hint: `At least ${TEXT_LIMITS.password.min} characters, and not a commonly used password.`,
  tooCommon: 'This password is too common. Please choose one that is harder to guess.',
} as const;

/** The app's pages that e-mailed links open (`#token=...`: never sent to a server). */
export const ACCOUNT_LINK_PATHS = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
} as const;

/** Link lifetimes, as the e-mails and the pages say them. */
export const LINK_LIFETIMES = {
  resetPasswordMinutes: 30,
  verifyEmailHours: 48,
} as const;
