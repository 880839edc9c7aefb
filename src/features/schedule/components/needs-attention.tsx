import { Link } from 'react-router-dom';
import { NETWORK_NAMES } from '@contract/integrations';
import { paths } from '@/config/paths';
import { usePublicationsNeedingAttention } from '@/lib/publications';
import { STATE_LABELS } from '@/components/publication-states';

/**
 * The dashboard's short list of posts that did not go out (failed, account to reconnect,
 * outcome unknown, missed), each with the way to fix it. Nothing when all is well.
 */
export function NeedsAttention({ signedIn }: { signedIn: boolean }) {
  const query = usePublicationsNeedingAttention(signedIn);
  const items = query.data ?? [];
  if (!items.length) return null;
  return (
    <section className="card needs-attention" aria-labelledby="needs-attention-title">
      <h2 id="needs-attention-title">Needs your attention</h2>
      <ul className="needs-attention-list">
        {items.map((item) => {
          const where = `${NETWORK_NAMES[item.network]} ${item.account_name}`;
          const reconnect = item.state === 'needs_reconnect';
          return (
            <li key={item.id} className={`publication publication-${item.state}`}>
              <strong>{item.post_title}</strong> on {where}
              {item.sandbox ? ' (Sandbox)' : ''}:{' '}
              <span className="publication-state">{STATE_LABELS[item.state]}</span>
              {item.error_message ? (
                <p className="publication-reason">{item.error_message}</p>
              ) : null}
              <Link
                to={reconnect ? paths.integrations : paths.schedule}
                aria-label={
                  reconnect
                    ? `Reconnect ${NETWORK_NAMES[item.network]} for ${item.post_title}`
                    : `Fix ${item.post_title} on the schedule page`
                }
              >
                {reconnect
                  ? `Reconnect ${NETWORK_NAMES[item.network]}`
                  : 'Fix on the schedule page'}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
