import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth, USER_STORAGE_KEY } from '../auth-context';
import './auth-debug.css';

const readRawStoredUser = () => localStorage.getItem(USER_STORAGE_KEY);

/** product.md §2 /auth-debug: the session as the app sees it and as it is stored. */
export function AuthDebug() {
  const { isAuthenticated, user } = useAuth();
  const navigate = useNavigate();
  const [storedUser, setStoredUser] = useState(readRawStoredUser);

  return (
    <div className="container page auth-debug">
      <header className="page-header">
        <h1>Auth Debug</h1>
        <p>The session held in memory and the copy kept in local storage.</p>
      </header>
      <div className="card stack">
        <dl className="auth-debug-flags">
          <div>
            <dt>Loading</dt>
            {/* product.md §2 lists the flag; the stored session is read before the first render,
                so the app never waits for it. */}
            <dd>false</dd>
          </div>
          <div>
            <dt>isAuthenticated</dt>
            <dd>{String(isAuthenticated)}</dd>
          </div>
        </dl>
        <section aria-labelledby="auth-debug-user">
          <h2 id="auth-debug-user">User data</h2>
          <pre className="auth-debug-code">
            {user ? JSON.stringify(user, null, 2) : 'No user signed in'}
          </pre>
        </section>
        <section aria-labelledby="auth-debug-stored">
          <h2 id="auth-debug-stored">Stored user (localStorage &quot;{USER_STORAGE_KEY}&quot;)</h2>
          <pre className="auth-debug-code">{storedUser ?? 'Nothing stored'}</pre>
        </section>
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void navigate(paths.dashboard)}
          >
            Go to Dashboard
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void navigate(paths.home)}
          >
            Go to Home
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setStoredUser(readRawStoredUser())}
          >
            Refresh
          </button>
        </div>
      </div>
    </div>
  );
}
