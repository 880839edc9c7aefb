import { useState } from 'react';
import type {
  ConnectAs,
  ConnectedAccount,
  Network,
  NetworkAvailability,
} from '@contract/integrations';
import { ComingSoonBadge } from '@/components/preview-notice';
import { errorMessage } from '@/lib/api-error';

const NETWORK_TEXTS = { network: 'Could not reach the server. Please try again.' };
import { useConnect, useDisconnect, useIntegrations } from '../api/integrations';
import { ACCOUNT_KIND_LABELS } from '../account-kinds';
import type { Integration } from '../networks';
import { DisconnectDialog } from './disconnect-dialog';
import { mayCall, ROLE_REASON, useRole } from '@/lib/business-role';
import { PickTargets } from './pick-targets';
import { PlatformMark } from './platform-mark';
import './integrations.css';

interface IntegrationsPageProps {
  /** The networks' names and what they are for, in display order. */
  integrations: readonly Integration[];
  signedIn: boolean;
  onLogIn: () => void;
  /** Set when a network sent the owner back to pick pages or accounts. */
  connectionId: string | null;
  /** Set when a network sent the owner back without a connection. */
  connectError: string | null;
  onConnectionHandled: () => void;
  /** Leaves for the network's authorisation page. */
  navigateTo: (url: string) => void;
}

const CONNECT_ERRORS: Record<string, string> = {
  denied: 'The connection was cancelled on the network. Nothing was connected.',
  failed: 'The connection could not be completed. Please choose Connect again.',
};

/** The day a connection ends, in the owner's own words for dates. */
const reconnectDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });

/** The account stopped working, or ends soon and cannot be renewed without the owner. */
const wantsReconnect = (account: ConnectedAccount) =>
  account.status === 'needs_reconnect' || Boolean(account.reconnect_by);

function AccountRow({ account }: { account: ConnectedAccount }) {
  const disconnect = useDisconnect();
  const mayDisconnect = mayCall(useRole(), 'disconnectAccount');
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="integration-account">
      <span className="integration-account-name">{account.display_name}</span>
      {account.kind ? (
        <span className="integration-kind">{ACCOUNT_KIND_LABELS[account.kind]}</span>
      ) : null}
      {account.sandbox ? <span className="badge integration-sandbox">Sandbox</span> : null}
      <span className="integration-status">
        {account.status === 'connected' ? 'Connected' : 'Needs reconnecting'}
      </span>
      {account.status === 'connected' && account.reconnect_by ? (
        <span className="integration-warning">
          Connection ends {reconnectDay(account.reconnect_by)}: reconnect to keep publishing
        </span>
      ) : null}
      <button
        type="button"
        className="btn btn-secondary"
        aria-label={`Disconnect ${account.display_name}`}
        disabled={!mayDisconnect}
        title={mayDisconnect ? undefined : ROLE_REASON}
        onClick={() => {
          disconnect.reset();
          setConfirming(true);
        }}
      >
        Disconnect
      </button>
      <DisconnectDialog
        account={confirming ? account : null}
        isDisconnecting={disconnect.isPending}
        error={disconnect.isError ? errorMessage(disconnect.error, NETWORK_TEXTS) : null}
        onConfirm={() => disconnect.mutate(account.id, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}

function RoleReason({ id }: { id: string }) {
  return (
    <p id={id} className="field-hint">
      Only an Owner or Admin can connect accounts.
    </p>
  );
}

function NetworkCard({
  item,
  availability,
  accounts,
  onConnect,
  connecting,
}: {
  item: Integration;
  availability: NetworkAvailability | undefined;
  accounts: ConnectedAccount[];
  onConnect: (as?: ConnectAs) => void;
  connecting: boolean;
}) {
  const needsReconnect = accounts.some(wantsReconnect);
  // Connecting is for Owners and Admins (ADR 0061): others see why the button does nothing.
  const mayConnect = mayCall(useRole(), 'connectNetwork');
  // LinkedIn's pages app is its own sign-in: offered beside the profile's when configured.
  const pages = availability?.pages;
  return (
    <li className="integration-card">
      <div className="integration-top">
        <PlatformMark id={item.id} />
        <span className="integration-status">
          {accounts.length ? `${accounts.length} connected` : 'Not connected'}
        </span>
      </div>
      <h2 className="integration-name">{item.name}</h2>
      <p className="integration-description">{item.description}</p>
      {accounts.length ? (
        <ul className="integration-accounts" aria-label={`${item.name} accounts`}>
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </ul>
      ) : null}
      {availability?.configured ? (
        <button
          type="button"
          className="btn btn-primary integration-button"
          aria-label={`${needsReconnect ? 'Reconnect' : 'Connect'} ${item.name}`}
          aria-describedby={mayConnect ? undefined : `${item.id}-role-reason`}
          disabled={connecting || !mayConnect}
          onClick={() => onConnect()}
        >
          {needsReconnect ? 'Reconnect' : accounts.length ? 'Connect another' : 'Connect'}
        </button>
      ) : availability ? (
        <p className="integration-configure">{availability.how_to_configure}</p>
      ) : (
        <>
          <button
            type="button"
            className="btn btn-primary integration-button"
            aria-label={`Connect ${item.name} (coming soon)`}
            disabled
          >
            Connect
          </button>
          <ComingSoonBadge />
        </>
      )}
      {availability?.configured && !mayConnect ? (
        <RoleReason id={`${item.id}-role-reason`} />
      ) : null}
      {pages?.configured ? (
        <button
          type="button"
          className="btn btn-secondary integration-button"
          disabled={connecting || !mayConnect}
          onClick={() => onConnect('pages')}
        >
          Connect a LinkedIn page
        </button>
      ) : pages?.how_to_configure ? (
        <p className="integration-configure">{pages.how_to_configure}</p>
      ) : null}
    </li>
  );
}

/** The owner's connected accounts, per network; Connect runs the network's sign-in. */
export function IntegrationsPage(props: IntegrationsPageProps) {
  const { integrations, signedIn } = props;
  const query = useIntegrations(signedIn);
  const connect = useConnect(props.navigateTo);

  return (
    <div className="container page integrations">
      <header className="page-header">
        <h1>Integrations</h1>
        <p>Connect the accounts your scheduled posts are published to.</p>
      </header>
      {!signedIn ? (
        <p className="alert integrations-notice">
          <button type="button" className="btn btn-link" onClick={props.onLogIn}>
            Log in
          </button>{' '}
          to connect your accounts.
        </p>
      ) : null}
      {props.connectError ? (
        <p role="alert" className="alert integrations-notice">
          {CONNECT_ERRORS[props.connectError] ?? CONNECT_ERRORS.failed}
        </p>
      ) : null}
      {signedIn && props.connectionId ? (
        <PickTargets connectionId={props.connectionId} onDone={props.onConnectionHandled} />
      ) : null}
      {signedIn && query.isPending ? <p role="status">Loading your connections…</p> : null}
      {query.isError ? (
        <div role="alert" className="alert">
          {errorMessage(query.error, NETWORK_TEXTS)}{' '}
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {connect.isError ? (
        <p role="alert" className="alert">
          {errorMessage(connect.error, NETWORK_TEXTS)}
        </p>
      ) : null}
      <ul className="integration-grid">
        {integrations.map((item) => {
          const network = item.id === 'youtube' ? null : (item.id satisfies Network);
          return (
            <NetworkCard
              key={item.id}
              item={item}
              availability={
                network
                  ? query.data?.networks.find((entry) => entry.network === network)
                  : undefined
              }
              accounts={
                network
                  ? (query.data?.accounts.filter((account) => account.network === network) ?? [])
                  : []
              }
              connecting={connect.isPending}
              onConnect={(as) => network && connect.mutate({ network, ...(as ? { as } : {}) })}
            />
          );
        })}
      </ul>
    </div>
  );
}
