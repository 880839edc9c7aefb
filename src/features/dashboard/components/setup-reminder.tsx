import { Link } from 'react-router-dom';
import { SETUP_MINUTES } from '@contract/constants';
import { paths } from '@/config/paths';

/** The dashboard of a user who skipped brand setup: one clear way back to it. */
export function SetupReminder() {
  return (
    <section className="card setup-reminder" aria-labelledby="setup-reminder-title">
      <div>
        <h2 id="setup-reminder-title">Finish your brand setup</h2>
        <p className="muted">
          Add your business details, logo and colours so every post sounds and looks like you. It
          takes under {SETUP_MINUTES} minutes.
        </p>
      </div>
      <Link to={paths.onboarding} className="btn btn-primary">
        Finish Brand Setup
      </Link>
    </section>
  );
}
