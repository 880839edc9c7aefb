import type { ActivityAction } from '@contract/team';
import type { ActivityRepository } from '../db/activity';
import type { PublicationRow } from '../db/publications';

/** Who did it: a member (their name at the time), an approval link, or the product itself. */
export interface ActivityActor {
  userId: string | null;
  label: string;
}

/** One entry of a business's log. */
export interface ActivityEntryInput {
  businessId: string;
  actor: ActivityActor;
  action: ActivityAction;
  /** The post it is about (its title at the time becomes the subject); absent for team events. */
  post?: { id: string; title: string } | null;
  /** What it is about when it is not a post: a member's name, a link's label. */
  subject?: string;
  detail?: string;
}

/** The label of the product's own steps, such as publishing at the planned time. */
export const PUBLISHING_ACTOR: ActivityActor = { userId: null, label: 'Publishing' };

/** A signed-in person as the log names them: their name, else their e-mail address. */
export const memberActor = (user: {
  id: string;
  name: string | null;
  email: string | null;
}): ActivityActor => ({ userId: user.id, label: user.name?.trim() || user.email || 'A member' });

export const approvalLinkActor = (label: string): ActivityActor => ({
  userId: null,
  label: `Approval link: ${label}`,
});

/**
 * The business's activity log (issue 39): who created, changed, approved, scheduled,
 * published or deleted what, and team events. Writing an entry never fails the action it
 * records: an entry that cannot be written is reported and skipped.
 */
export function createActivityLog(options: {
  repo: ActivityRepository;
  onError?: (error: unknown) => void;
}) {
  const { repo } = options;
  const safely = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      options.onError?.(error);
    }
  };
  return {
    /** Writes one entry, stamped with the database's clock. */
    record(entry: ActivityEntryInput): Promise<void> {
      return safely(() =>
        repo.add({
          businessId: entry.businessId,
          actorUserId: entry.actor.userId,
          actorLabel: entry.actor.label,
          action: entry.action,
          postId: entry.post?.id ?? null,
          subject: entry.post?.title ?? entry.subject ?? '',
          detail: entry.detail ?? '',
        }),
      );
    },

    /** A publication went out: one insert, its post's title read in the same statement. */
    recordPublished(publication: PublicationRow): Promise<void> {
      return safely(() =>
        repo.addPublished({
          businessId: publication.businessId,
          postId: publication.postId,
          actorLabel: PUBLISHING_ACTOR.label,
          detail: `${publication.network}: ${publication.accountName}`,
        }),
      );
    },
  };
}
export type ActivityLog = ReturnType<typeof createActivityLog>;
