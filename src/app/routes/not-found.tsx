import { Link, useNavigate } from 'react-router-dom';
import { useOptionalUser } from '@/features/auth/auth-context';
import { paths } from '@/config/paths';
import '@/components/error-card.css';

export default function NotFoundRoute() {
  const user = useOptionalUser();
  const navigate = useNavigate();
  return (
    <div className="container page">
      <div className="card status-card">
        <p className="status-card-code" aria-hidden="true">
          404
        </p>
        <h1>Page Not Found</h1>
        <p className="muted">The page you are looking for does not exist or has moved.</p>
        <div className="row status-card-actions">
          {user ? (
            <Link className="btn btn-primary" to={paths.dashboard}>
              Go to Dashboard
            </Link>
          ) : (
            <Link className="btn btn-primary" to={paths.home}>
              Go to Home
            </Link>
          )}
          <button type="button" className="btn btn-secondary" onClick={() => void navigate(-1)}>
            Go Back
          </button>
        </div>
        <p className="muted">
          Need help? <Link to={paths.support}>Contact support</Link>
        </p>
      </div>
    </div>
  );
}
