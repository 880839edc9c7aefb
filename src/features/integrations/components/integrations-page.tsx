import { useState } from 'react';
import type { Integration, IntegrationId } from '../sample-data';
import { PlatformMark } from './platform-mark';
import './integrations.css';

interface IntegrationsPageProps {
  integrations: readonly Integration[];
}

/** SPEC 2: connecting only logs; the card's state flips for this visit only. */
export function IntegrationsPage({ integrations }: IntegrationsPageProps) {
  const [connected, setConnected] = useState<ReadonlySet<IntegrationId>>(
    () => new Set(integrations.filter((item) => item.connected).map((item) => item.id)),
  );
  const [announcement, setAnnouncement] = useState('');
  const connectedCount = integrations.filter((item) => connected.has(item.id)).length;

  const toggle = (item: Integration) => {
    const next = !connected.has(item.id);
    console.info(`${next ? 'Connect' : 'Disconnect'} ${item.name} (sample only)`);
    setConnected((current) => {
      const updated = new Set(current);
      if (next) updated.add(item.id);
      else updated.delete(item.id);
      return updated;
    });
    setAnnouncement(`${item.name} ${next ? 'connected' : 'disconnected'}.`);
  };

  return (
    <div className="container page integrations">
      <header className="page-header">
        <h1>Integrations</h1>
        <p>
          Connect the networks you publish to. {connectedCount} of {integrations.length} connected.
        </p>
      </header>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ul className="integration-grid">
        {integrations.map((item) => {
          const isConnected = connected.has(item.id);
          return (
            <li key={item.id} className={`integration-card${isConnected ? ' is-connected' : ''}`}>
              <div className="integration-top">
                <PlatformMark id={item.id} />
                <span className={`integration-status${isConnected ? ' is-connected' : ''}`}>
                  {isConnected ? 'Connected' : 'Not connected'}
                </span>
              </div>
              <h2 className="integration-name">{item.name}</h2>
              <p className="integration-description">{item.description}</p>
              {isConnected && item.account ? (
                <p className="integration-account">
                  <span className="visually-hidden">Account: </span>
                  {item.account}
                </p>
              ) : null}
              <button
                type="button"
                className={`btn ${isConnected ? 'btn-secondary' : 'btn-primary'} integration-button`}
                aria-label={`${isConnected ? 'Disconnect' : 'Connect'} ${item.name}`}
                onClick={() => toggle(item)}
              >
                {isConnected ? 'Disconnect' : 'Connect'}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
