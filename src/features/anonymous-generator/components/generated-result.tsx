import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast';
import { CAPTION_PLACEHOLDER, NO_RESULT_MESSAGE } from '../anonymous-generator-copy';
import { readGeneratedContent } from '../generated-content-storage';
import { PLATFORM_LABELS, SchedulePostDialog, type ScheduleChoice } from './schedule-post-dialog';
import '../anonymous-generator.css';

function describeSchedule({ date, time, platform }: ScheduleChoice): string {
  const when = new Date(`${date}T${time}`);
  const text = Number.isNaN(when.getTime())
    ? `${date} at ${time}`
    : when.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return `Scheduled for ${PLATFORM_LABELS[platform]} on ${text}.`;
}

/** The anonymous generator's result: each part shown only when it was generated. */
export function GeneratedResult() {
  const location = useLocation();
  const [content] = useState(() => readGeneratedContent(location.state));
  const [scheduling, setScheduling] = useState(false);
  const [scheduled, setScheduled] = useState<string | null>(null);
  const { showToast } = useToast();

  if (!content) {
    return (
      <section className="card anon-empty">
        <p>{NO_RESULT_MESSAGE}</p>
        <Link to={paths.oldLanding} className="btn btn-primary">
          Generate a post
        </Link>
      </section>
    );
  }

  const schedule = (choice: ScheduleChoice) => {
    const message = describeSchedule(choice);
    setScheduled(message);
    setScheduling(false);
    showToast({ message, type: 'success' });
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
        {content.title ? <h2 className="anon-result-title">{content.title}</h2> : null}
        <section aria-label="Caption">
          <h3 className="anon-result-label">Caption</h3>
          <p className={content.caption ? 'anon-result-caption' : 'anon-result-caption muted'}>
            {content.caption || CAPTION_PLACEHOLDER}
          </p>
        </section>
        {content.hashtags ? (
          <section aria-label="Hashtags">
            <h3 className="anon-result-label">Hashtags</h3>
            <p className="anon-result-hashtags">{content.hashtags}</p>
          </section>
        ) : null}
        <div role="status" className="anon-scheduled">
          {scheduled ? <p className="alert alert-success">{scheduled}</p> : null}
        </div>
        <div className="row">
          <button type="button" className="btn btn-primary" onClick={() => setScheduling(true)}>
            Schedule Post
          </button>
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
