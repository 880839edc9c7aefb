import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { TEAM_NETWORK_TEXT } from '@/lib/team-api';
import { useLeaveBusiness } from '../../api/team';

/** A member who is not the Owner leaves the business themselves, after saying so. */
export function LeaveBusiness({ businessName }: { businessName: string }) {
  const leave = useLeaveBusiness();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <section className="settings-section settings-danger" aria-labelledby="team-leave-title">
      <div className="settings-section-header">
        <h2 id="team-leave-title">Leave this business</h2>
        <p>You will no longer see its posts. Someone would have to invite you again.</p>
      </div>
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
        Leave this business
      </button>
      <ConfirmDialog
        open={asking}
        title={`Leave ${businessName}?`}
        description="You will lose access to its posts, plans and results."
        confirmLabel="Leave"
        busyLabel="Leaving..."
        isBusy={leave.isPending}
        error={leave.isError ? errorMessage(leave.error, TEAM_NETWORK_TEXT) : null}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              void navigate(paths.dashboard);
            },
          })
        }
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
