import { randomBytes } from 'node:crypto';
import type { StandInAnswer, StandInRequest } from './stand-in';
import { pullImage } from './pulled-media';

/**
 * What Google Business Profile checks in a local post (docs/network-facts.md, "Google
 * Business Profile"): the fields each topic type requires, the call-to-action's types, and
 * the photo it fetches from `sourceUrl` and judges by its bytes. Errors are Google's
 * `{error:{code,message,status}}`.
 */

export const googleError = (code: number, status: string, message: string): StandInAnswer => ({
  status: code,
  body: { error: { code, message, status } },
});

/** Google's 400 for a field it refuses, with the field named as its answers name it. */
const invalid = (field: string, description: string) => ({
  status: 400,
  body: {
    error: {
      code: 400,
      message: 'Request contains an invalid argument.',
      status: 'INVALID_ARGUMENT',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field, description }],
        },
      ],
    },
  },
});

export const LOCAL_POST_SUMMARY_MAX = 1500;
const EVENT_TITLE_MAX = 58;
const TOPIC_TYPES = ['STANDARD', 'EVENT', 'OFFER', 'ALERT'];
const ACTION_TYPES = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'];
/** Photos: JPEG or PNG, at most 5 MB, at least 250 px each way. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_MIN_SIDE = 250;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

interface LocalPostBody {
  topicType?: unknown;
  summary?: unknown;
  languageCode?: unknown;
  callToAction?: { actionType?: unknown; url?: unknown };
  event?: { title?: unknown; schedule?: { startDate?: unknown; endDate?: unknown } };
  media?: unknown;
  offer?: unknown;
}

const isDate = (value: unknown) => {
  if (!value || typeof value !== 'object') return false;
  const { year, month, day } = value as Record<string, unknown>;
  return [year, month, day].every((part) => typeof part === 'number' && part > 0);
};

/** The event part EVENT and OFFER posts require. */
function refusedEvent(body: LocalPostBody): StandInAnswer | null {
  const event = body.event;
  if (!event) return invalid('event', 'Event information is required for EVENT and OFFER posts.');
  if (body.topicType === 'EVENT' || event.title !== undefined) {
    if (typeof event.title !== 'string' || !event.title.trim()) {
      return invalid('event.title', 'The event title is required.');
    }
    if (event.title.length > EVENT_TITLE_MAX) {
      return invalid('event.title', `The event title is longer than ${EVENT_TITLE_MAX}.`);
    }
  }
  if (!isDate(event.schedule?.startDate) || !isDate(event.schedule?.endDate)) {
    return invalid('event.schedule', 'The start and end dates are required.');
  }
  return null;
}

function refusedCallToAction(body: LocalPostBody): StandInAnswer | null {
  const action = body.callToAction;
  if (action === undefined || body.topicType === 'OFFER') return null;
  if (typeof action.actionType !== 'string' || !ACTION_TYPES.includes(action.actionType)) {
    return invalid('call_to_action.action_type', 'Unknown call to action type.');
  }
  if (action.actionType === 'CALL') {
    return action.url === undefined
      ? null
      : invalid('call_to_action.url', 'A CALL button takes no url.');
  }
  if (typeof action.url !== 'string' || !/^https?:\/\//.test(action.url)) {
    return invalid('call_to_action.url', 'The call to action needs a valid url.');
  }
  return null;
}

/** The body's fields without the photo: the first refusal, or null when they are all right. */
export function refusedLocalPost(body: LocalPostBody | undefined): StandInAnswer | null {
  if (!body || typeof body !== 'object') return invalid('local_post', 'A local post is required.');
  if (typeof body.topicType !== 'string' || !TOPIC_TYPES.includes(body.topicType)) {
    return invalid('topic_type', 'The topic type is required.');
  }
  if (typeof body.summary !== 'string' || !body.summary.trim()) {
    if (body.topicType !== 'OFFER') return invalid('summary', 'The summary is required.');
  } else if (body.summary.length > LOCAL_POST_SUMMARY_MAX) {
    return invalid('summary', `The summary is longer than ${LOCAL_POST_SUMMARY_MAX} characters.`);
  }
  if (body.topicType === 'EVENT' || body.topicType === 'OFFER') {
    const refused = refusedEvent(body);
    if (refused) return refused;
  }
  return refusedCallToAction(body);
}

/** The photo's address, fetched and judged as Google does; null when it takes it. */
export async function refusedMedia(media: unknown): Promise<StandInAnswer | null> {
  if (media === undefined) return null;
  if (!Array.isArray(media) || media.length > 1) {
    return invalid('media', 'One photo may be attached to a post.');
  }
  const item = media[0] as { mediaFormat?: unknown; sourceUrl?: unknown } | undefined;
  if (!item) return null;
  if (item.mediaFormat !== 'PHOTO') return invalid('media.media_format', 'Only PHOTO is taken.');
  if (typeof item.sourceUrl !== 'string') {
    return invalid('media.source_url', 'The photo needs a source url.');
  }
  const pulled = await pullImage(item.sourceUrl, { maxBytes: PHOTO_MAX_BYTES });
  if (pulled.kind === 'unreachable') {
    return invalid('media.source_url', 'The photo could not be fetched from the source url.');
  }
  if (pulled.kind === 'too_large') {
    return invalid('media.source_url', 'The photo is larger than 5 MB.');
  }
  const image = pulled.image;
  if (!image || !PHOTO_TYPES.includes(image.mime)) {
    return invalid('media.source_url', 'The photo must be a JPG or PNG image.');
  }
  if (image.width < PHOTO_MIN_SIDE || image.height < PHOTO_MIN_SIDE) {
    return invalid('media.source_url', 'The photo must be at least 250 x 250 pixels.');
  }
  return null;
}

/** A created local post, as Google answers it. */
export interface StoredLocalPost {
  name: string;
  summary: string;
  topicType: string;
  createTime: string;
  searchUrl: string;
  body: Record<string, unknown>;
}

export const localPostId = () => String(randomBytes(8).readBigUInt64BE()).slice(0, 19);

export const localPostAnswer = (post: StoredLocalPost) => ({
  ...post.body,
  name: post.name,
  createTime: post.createTime,
  updateTime: post.createTime,
  state: 'LIVE',
  searchUrl: post.searchUrl,
});

export const bodyOf = (request: StandInRequest): LocalPostBody | undefined =>
  request.json && typeof request.json === 'object' ? (request.json as LocalPostBody) : undefined;
