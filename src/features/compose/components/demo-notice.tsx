import { DEMO_ALERT_MESSAGE } from '../compose-messages';

interface DemoNoticeProps {
  shown: boolean;
  onSignUp: () => void;
}

/** The landing demo's answer to its button: what signing up gives, and the way to it. */
export function DemoNotice({ shown, onSignUp }: DemoNoticeProps) {
  return (
    <div className="compose-demo-notice" role="status">
      {shown ? (
        <div className="alert compose-demo-message">
          <p>{DEMO_ALERT_MESSAGE}</p>
          <button type="button" className="btn btn-primary btn-small" onClick={onSignUp}>
            Sign up free
          </button>
        </div>
      ) : null}
    </div>
  );
}
