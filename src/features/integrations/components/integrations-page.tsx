import { ComingSoonBadge } from '@/components/preview-notice';
import type { Integration } from '../sample-data';
import { PlatformMark } from './platform-mark';
import './integrations.css';

interface IntegrationsPageProps {
  /** The networks Smart Suite will publish to (their names and what they are for). */
  integrations: readonly Integration[];
}

/**
 * The owner's connections, honestly: none exists yet, because connecting a network
 * arrives with publishing. No card shows another business's account as connected.
 */
export function IntegrationsPage({ integrations }: IntegrationsPageProps) {
  return (
    <div className="container page integrations">
      <header className="page-header">
        <h1>Integrations</h1>
        <p>Connect the networks you publish to. None of your accounts is connected yet.</p>
      </header>
      <p className="alert integrations-notice">
        Connecting Facebook, Instagram and the other networks comes with publishing. Until then,
        copy a draft&apos;s caption and image into the network yourself.
      </p>
      <ul className="integration-grid">
        {integrations.map((item) => (
          <li key={item.id} className="integration-card">
            <div className="integration-top">
              <PlatformMark id={item.id} />
              <span className="integration-status">Not connected yet</span>
            </div>
            <h2 className="integration-name">{item.name}</h2>
            <p className="integration-description">{item.description}</p>
            <button
              type="button"
              className="btn btn-primary integration-button"
              aria-label={`Connect ${item.name} (coming soon)`}
              disabled
            >
              Connect
            </button>
            <ComingSoonBadge />
          </li>
        ))}
      </ul>
    </div>
  );
}
