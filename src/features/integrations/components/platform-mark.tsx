import type { IntegrationId } from '../networks';

const MARKS: Record<IntegrationId, { letters: string; background: string }> = {
  facebook: { letters: 'f', background: '#1d4ed8' },
  instagram: {
    letters: 'IG',
    background: 'linear-gradient(135deg, #f59e0b, #db2777 55%, #7c3aed)',
  },
  linkedin: { letters: 'in', background: '#0a66c2' },
  x: { letters: 'X', background: '#111827' },
  tiktok: { letters: 'TT', background: '#111827' },
  google_business: { letters: 'G', background: '#15803d' },
  youtube: { letters: '▶', background: '#dc2626' },
};

/** A simple lettered tile per network: recognisable, and free of trademarked artwork. */
export function PlatformMark({ id }: { id: IntegrationId }) {
  const mark = MARKS[id];
  return (
    <span className="platform-mark" style={{ background: mark.background }} aria-hidden="true">
      {mark.letters}
    </span>
  );
}
