import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { createBusinessRequestSchema, type BusinessesResponse } from '@contract/team';
import { FieldWithError } from '@/components/business-profile/field-error';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-error';
import { TEAM_NETWORK_TEXT } from '@/lib/team-api';

interface AddBusinessDialogProps {
  open: boolean;
  onClose: () => void;
  create: (name: string) => Promise<BusinessesResponse>;
  onCreated: () => Promise<void>;
}

/** "Add a business": its name, then the brand setup for it. */
export function AddBusinessDialog({ open, onClose, create, onCreated }: AddBusinessDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const adding = useMutation({ mutationFn: create, onSuccess: onCreated });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createBusinessRequestSchema.safeParse({ name });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    setFieldError(null);
    adding.mutate(parsed.data.name);
  };
  return (
    <Dialog open={open} onClose={onClose} title="Add a business" size="small">
      <form className="stack" noValidate onSubmit={submit}>
        <FieldWithError idPrefix={id} name="name" label="Business name" error={fieldError}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FieldWithError>
        {adding.isError ? (
          <p className="alert alert-error" role="alert">
            {errorMessage(adding.error, TEAM_NETWORK_TEXT)}
          </p>
        ) : null}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={adding.isPending}>
            {adding.isPending ? 'Adding...' : 'Add and set it up'}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
