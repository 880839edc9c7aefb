import { API_MESSAGES } from '@contract/messages';
import type { PublicationRow, SocialRepository } from '../db/social';
import { isUuid } from '../db/uuid';
import { HttpError } from '../http-error';
import type { Publisher } from './publisher';

export interface PublicationActionsOptions {
  social: Pick<SocialRepository, 'ownPublication' | 'update'>;
  publisher: Pick<Publisher, 'enqueue'>;
  now: () => Date;
}

/**
 * What the owner may do to one of their publications that did not go out as planned:
 * send it again, or say it went out by hand. Each is a transition from the states that
 * allow it; any other state answers 409, another owner's publication 404.
 */
export function publicationActions({ social, publisher, now }: PublicationActionsOptions) {
  const ownPublication = async (businessId: string, id: string) => {
    const row = isUuid(id) ? await social.ownPublication(businessId, id) : undefined;
    if (!row) throw new HttpError(404, API_MESSAGES.publicationNotFound);
    return row;
  };

  return {
    /** "Try again": back to scheduled, due now, with a fresh count of attempts. */
    async retry(businessId: string, id: string): Promise<PublicationRow> {
      const row = await ownPublication(businessId, id);
      if (row.accountId === null) throw new HttpError(409, API_MESSAGES.accountDisconnected);
      // "Try again" is a new attempt the owner asked for; an unconfirmed post is their call too.
      const saved = await social.update(row.id, ['failed', 'missed', 'unconfirmed'], {
        state: 'scheduled',
        nextAttemptAt: now(),
        attempt: 0,
        publishStartedAt: null,
        errorClass: null,
        errorMessage: null,
        errorCode: null,
        updatedAt: now(),
        version: row.version + 1,
      });
      if (!saved)
        throw new HttpError(409, 'Only a failed, missed or unconfirmed post can be tried again.');
      await publisher.enqueue(saved);
      return saved;
    },

    /** "Mark as posted": the owner published it themselves. */
    async markPosted(businessId: string, id: string): Promise<PublicationRow> {
      const row = await ownPublication(businessId, id);
      const saved = await social.update(row.id, ['unconfirmed', 'failed', 'missed'], {
        state: 'published',
        errorClass: null,
        errorMessage: 'Marked as posted by you.',
        updatedAt: now(),
        version: row.version + 1,
      });
      if (!saved)
        throw new HttpError(
          409,
          'Only an unconfirmed, failed or missed post can be marked as posted.',
        );
      return saved;
    },
  };
}
export type PublicationActions = ReturnType<typeof publicationActions>;
