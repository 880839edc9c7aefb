import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { postAllowanceNote, useBilling } from './billing';

/**
 * The posts of the Free plan counted, once the limit nears (ADR 0055): on the dashboard and
 * in compose, so reaching it is never a surprise. Nothing when billing is off or paid.
 */
export function PostAllowanceNote() {
  const { data } = useBilling();
  const note = postAllowanceNote(data);
  if (!note) return null;
  return (
    <p className="post-allowance" role="status">
      {note} <Link to={paths.billing}>See plans</Link>
    </p>
  );
}
