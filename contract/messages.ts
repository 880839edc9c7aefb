import { FREE_PLAN_POSTS } from './billing';
import { PASSWORD_RULES } from './constants';

/**
 * The API's error texts, written once for the server and the mock backend, so the app
 * shows the same words whichever backend answers.
 */
export const API_MESSAGES = {
  unauthenticated: 'Please log in again.',
  notYourData: "You can only access your own account's data.",
  roleNotAllowed: 'Your role in this business does not allow this.',
  noBusiness:
    'You are no longer a member of any business. Create a business or ask to be invited to one.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  noIdentifier: 'No user identification found',
  onboardingNotFound: 'Onboarding data not found',
  draftNotFound: 'Draft not found',
  badGenerationParams: 'generation_params must be JSON generation parameters',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  facebookNotConfigured: 'Facebook sign-in is not configured on this server',
  callbackNotCompleted: 'The sign-in could not be completed. Please try again.',
  invalidGoogleCredential: 'Invalid Google credential',
  invalidFacebookToken: 'Facebook sign-in could not be verified. Please try again.',
  socialAccountWithoutEmail: 'This account has no e-mail address to sign in with.',
  passwordTooCommon: PASSWORD_RULES.tooCommon,
  invalidLink: 'This link is invalid, already used or expired. Please ask for a new one.',
  wrongCurrentPassword: 'Your current password is not correct.',
  noPasswordYet: 'This account has no password yet. Log out and use "Forgot password?" to set one.',
  alreadyVerified: 'Your e-mail address is already verified.',
  noEmailToVerify: 'This account has no e-mail address to verify.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  signInLocked:
    'Too many failed sign-ins on this account. To sign in, set a new password with the link e-mailed to its address, or ask for one with "Forgot password?".',
  bodyTooLarge: 'The request is too large. JSON bodies are limited to 1 MB.',
  jsonOnly: 'Content-Type must be application/json.',
  invalidJson: 'The request body is not valid JSON.',
  jsonTooDeep: 'The request body is nested too deeply.',
  invalidUtf8: 'The request body is not valid UTF-8 text.',
  prototypeKeys: 'The request body may not contain "__proto__" or "constructor.prototype" keys.',
  crossSite: 'Cross-site requests are not allowed.',
  notFound: 'Not found',
  invalidRequest: 'Invalid request',
  unexpected: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  noFile: 'No file provided',
  fileTooLarge: 'File size too large. Maximum size is 10MB.',
  tooManyFiles: 'At most 10 files can be uploaded at once.',
  unsupportedImage:
    'File type not supported. Please use: image/jpeg, image/jpg, image/png, image/gif',
  unsupportedLogo: 'File type not supported. Please use a PNG, JPEG, GIF or SVG image.',
  unreadableImage: 'Failed to process image. Please try again.',
  imageTooLarge: 'The image has too many pixels to process. Please use a smaller image.',
  svgTooLarge: 'SVG logos are limited to 256 KB. Please use a smaller file, or a PNG or JPEG.',
  svgRefused:
    'This SVG logo uses features that cannot be accepted. Please export a plain SVG, or use a PNG or JPEG.',
  svgTooComplex: 'This SVG logo is too complex to draw. Please use a PNG or JPEG instead.',
  svgBadShape:
    'This SVG logo has no size or is far wider than it is tall (or the reverse). Please check its width, height and viewBox.',
  badMultipart: 'The upload was incomplete or malformed. Please try again.',
  storageFailed: 'The file could not be stored. Please try again.',
  storageReadFailed: 'The file could not be read right now. Please try again.',
  fileTypeInvalid: 'file_type must be post_image or logo',
  planNotFound: 'Plan not found',
  planBusy: 'This plan is already being written.',
  planWritingElsewhere:
    'Another of your plans is being written. Wait for it to finish, or cancel it, then try again.',
  planDailyLimit: 'You have made as many plans as one day allows. Please try again tomorrow.',
  planWaitingForAiLimit:
    'Waiting: the AI requests of this minute are used up. Writing carries on within a minute.',
  onlyFailedRetried: 'Only a post that failed can be tried again.',
  onlyToReviewRewritten:
    'Only a post still to review can be written again. Approved posts keep their words.',
  postNotWritten: 'This post could not be written. Try it again.',
  rangeTooLong: 'The range must be forward and at most 100 days long.',
  networkUnknown: 'Unknown network',
  networkNotConfigured: 'This network is not configured on this server.',
  linkedInPagesNotConfigured:
    'Posting as LinkedIn pages is not configured on this server: it needs LinkedIn’s pages app (LINKEDIN_PAGES_CLIENT_ID and LINKEDIN_PAGES_CLIENT_SECRET).',
  connectionNotFound: 'Connection not found',
  connectionExpired:
    'This connection attempt has expired or was already used. Please choose Connect again.',
  accountNotFound: 'Account not found',
  accountPublishing:
    'A post is going out on this account right now. Try again in a minute, once it is recorded.',
  accountDisconnected:
    'This account was disconnected. Connect it again in Integrations to publish there.',
  unknownTarget: 'Choose one of the pages or accounts offered.',
  publicationNotFound: 'Publication not found',
  postNotFound: 'Post not found',
  billingOff: 'This installation has no billing: nothing is limited and there is nothing to pay.',
  planNotOnSale: 'This plan is not offered on this installation.',
  noBillingAccount: 'There is no billing account yet: choose a plan first.',
  billingUnavailable:
    'The payment provider could not be reached. Nothing was changed; please try again shortly.',
  webhookRefused: 'The signature of this event could not be verified.',
  freePostsUsed: `Your Free plan's ${FREE_PLAN_POSTS} posts are used. Your drafts and scheduled posts are kept and still go out; to write or plan more, upgrade in Billing (/billing).`,
  planNeedsMorePosts:
    'This plan has more posts than your Free plan has left. Remove some of its posts, or upgrade in Billing (/billing).',
  monthlyPostsUsed:
    "This month's posts of your plan are used. Your drafts and scheduled posts are kept and still go out; to write or plan more now, move to a larger plan in Billing (/billing), or write again once your plan renews.",
  planNeedsMoreMonthlyPosts:
    'This plan has more posts than your plan has left this month. Remove some of its posts, or move to a larger plan in Billing (/billing).',
} as const;
