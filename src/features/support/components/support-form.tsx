import { useId, useRef, useState, type FormEvent } from 'react';
import {
  EMPTY_SUPPORT_REQUEST,
  SUPPORT_FAILED_PREFIX,
  SUPPORT_NETWORK_MESSAGE,
  SUPPORT_SUBMITTED_MESSAGE,
  validateSupportRequest,
  type SupportRequest,
  type SupportRequestErrors,
} from '../support-request';

const FIELD_ORDER: ReadonlyArray<keyof SupportRequest> = ['name', 'email', 'subject', 'message'];

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/** The api module loads on the first submit: the support page stays light for visitors. */
async function send(request: SupportRequest): Promise<void> {
  const { submitSupportRequest } = await import('@/lib/api');
  await submitSupportRequest(request);
}

/** What is sent: the typed request with the spaces around its one-line fields trimmed. */
const trimmed = (request: SupportRequest): SupportRequest => ({
  name: request.name.trim(),
  email: request.email.trim(),
  subject: request.subject.trim(),
  message: request.message,
});

/** The confirmation once the server kept the request, or why sending failed. */
function SendOutcome({ state, failure }: { state: SendState; failure: string }) {
  return (
    <>
      <div className="support-form-result" role="status">
        {state === 'sent' ? (
          <p className="alert alert-success">{SUPPORT_SUBMITTED_MESSAGE}</p>
        ) : null}
      </div>
      {state === 'failed' ? (
        <p className="alert alert-error" role="alert">
          {SUPPORT_FAILED_PREFIX} {failure}
        </p>
      ) : null}
    </>
  );
}

/**
 * The contact form of product.md §2, sent to the server: its confirmation shows in the page only
 * once the server kept the request (then the form is cleared); a failure says so and
 * keeps every word typed.
 */
export function SupportForm() {
  const [request, setRequest] = useState<SupportRequest>(EMPTY_SUPPORT_REQUEST);
  const [errors, setErrors] = useState<SupportRequestErrors>({});
  const [state, setState] = useState<SendState>('idle');
  const [failure, setFailure] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: keyof SupportRequest, value: string) => {
    if (state === 'sent' || state === 'failed') setState('idle');
    setRequest((current) => ({ ...current, [field]: value }));
    // Once a field has been flagged, re-check it as the user fixes it.
    if (errors[field]) {
      setErrors((current) => ({
        ...current,
        [field]: validateSupportRequest({ ...request, [field]: value })[field],
      }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const found = validateSupportRequest(request);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setState('sending');
    try {
      await send(trimmed(request));
      setRequest(EMPTY_SUPPORT_REQUEST);
      setState('sent');
    } catch (error) {
      const { errorMessage } = await import('@/lib/api-error');
      setFailure(errorMessage(error, { network: SUPPORT_NETWORK_MESSAGE }));
      setState('failed');
    }
  };

  const field = (name: keyof SupportRequest) => ({
    name,
    value: request[name],
    error: errors[name],
    onChange: (value: string) => update(name, value),
  });

  return (
    <form
      ref={formRef}
      className="support-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="support-form-title"
    >
      <h2 id="support-form-title">Send us a message</h2>
      <p className="muted support-form-intro">All fields are required.</p>
      <div className="support-form-row">
        <SupportField label="Name" autoComplete="name" {...field('name')} />
        <SupportField label="E-mail" type="email" autoComplete="email" {...field('email')} />
      </div>
      <SupportField label="Subject" {...field('subject')} />
      <SupportField label="Message" multiline {...field('message')} />
      <SendOutcome state={state} failure={failure} />
      <div>
        <button type="submit" className="btn btn-primary" aria-disabled={state === 'sending'}>
          {state === 'sending' ? 'Sending...' : 'Submit Request'}
        </button>
      </div>
    </form>
  );
}

interface SupportFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
}

function SupportField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  autoComplete,
}: SupportFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          className="textarea"
          rows={6}
          {...shared}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          className="input"
          type={type}
          autoComplete={autoComplete}
          {...shared}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
