import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { GenerateContentResponse } from '@contract/generation';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast';
import { readGeneratedPost } from '../generated-content-storage';
import { useAnotherVersion } from '../use-another-version';
import { NoResult, ResultVersion } from './result-version';
import {
  PLATFORM_LABELS,
  SchedulePostDialog,
  notPublishedHere,
  type ScheduleChoice,
} from './schedule-post-dialog';
import '../anonymous-generator.css';

function describeSchedule({ date, time, platform }: ScheduleChoice): string {
  const when = new Date(`${date}T${time}`);
  const text = Number.isNaN(when.getTime())
    ? `${date} at ${time}`
    : when.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return `Noted for ${PLATFORM_LABELS[platform]} on ${text}. ${notPublishedHere(platform)}`;
}

/** The anonymous generator's result: each part shown only when it was generated. */
export function GeneratedResult() {
  const location = useLocation();
  const [initial] = useState(() => readGeneratedPost(location.state));
  const { post, tryAnother, isPending, error } = useAnotherVersion(initial);
  const content = post?.content ?? null;
  const [scheduling, setScheduling] = useState(false);
  // Kept with the version it was for, so a newer version is not shown as scheduled.
  const [scheduled, setScheduled] = useState<{
    message: string;
    version: GenerateContentResponse;
  } | null>(null);
  const { showToast } = useToast();

  if (!content) return <NoResult />;

  const schedule = (choice: ScheduleChoice) => {
    const message = describeSchedule(choice);
    setScheduled({ message, version: content });
    setScheduling(false);
    // Not a success: nothing will go out, and the toast says so as plainly as the page.
    showToast({ message, type: 'info' });
  };

  return (
    <article className="card anon-result" aria-label="Generated post">
      {content.image_url ? (
        <img
          className="anon-result-image"
          src={content.image_url}
          alt={content.title ? `Visual for: ${content.title}` : 'Visual for the generated post'}
        />
      ) : null}
      <div className="anon-result-text">
        <ResultVersion content={content} isPending={isPending} />
        {error ? (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        ) : null}
        <div role="status" className="anon-scheduled">
          {scheduled && scheduled.version === content ? (
            <p className="alert alert-warning">{scheduled.message}</p>
          ) : null}
        </div>
        <div className="row">
          <button type="button" className="btn btn-primary" onClick={() => setScheduling(true)}>
            Schedule Post
          </button>
          {tryAnother ? (
            // aria-disabled rather than disabled while writing, so focus stays on the button.
            <button
              type="button"
              className="btn btn-secondary"
              aria-disabled={isPending}
              onClick={tryAnother}
            >
              {isPending ? 'Writing another version...' : 'Try another version'}
            </button>
          ) : null}
          <Link to={paths.oldLanding} className="btn btn-secondary">
            Generate another
          </Link>
        </div>
      </div>
      <SchedulePostDialog
        open={scheduling}
        onClose={() => setScheduling(false)}
        onSchedule={schedule}
      />
    </article>
  );
}
