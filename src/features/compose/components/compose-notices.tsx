import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

interface ComposeNoticesProps {
  /** Why the brand profile could not be read, or null. */
  errorText: string | null;
  setupNeeded: boolean;
  libraryImageFailed: boolean;
}

/** Above the form: the profile's failure, the setup still to do, a library image not loaded. */
export function ComposeNotices({
  errorText,
  setupNeeded,
  libraryImageFailed,
}: ComposeNoticesProps) {
  return (
    <>
      {errorText ? (
        <p className="alert alert-error compose-profile-error" role="alert">
          {errorText}
        </p>
      ) : null}
      {setupNeeded ? (
        <p className="alert compose-setup-hint">
          Posts match your brand once it is set up.{' '}
          <Link to={paths.onboarding}>Complete your brand setup</Link>
        </p>
      ) : null}
      {libraryImageFailed ? (
        <p className="alert alert-error" role="alert">
          The library image could not be loaded. Choose an image below or try again from the
          library.
        </p>
      ) : null}
    </>
  );
}
