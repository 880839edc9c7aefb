import { useId, useRef, useState, type FormEvent } from 'react';
import {
  EMPTY_SUPPORT_REQUEST,
  SUPPORT_SUBMITTED_MESSAGE,
  validateSupportRequest,
  type SupportRequest,
  type SupportRequestErrors,
} from '../support-request';

const FIELD_ORDER: ReadonlyArray<keyof SupportRequest> = ['name', 'email', 'subject', 'message'];

/**
 * SPEC 2: the contact form sends nothing; a valid request is confirmed with an alert
 * and the form is cleared.
 */
export function SupportForm() {
  const [request, setRequest] = useState<SupportRequest>(EMPTY_SUPPORT_REQUEST);
  const [errors, setErrors] = useState<SupportRequestErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: keyof SupportRequest, value: string) => {
    setRequest((current) => ({ ...current, [field]: value }));
    // Once a field has been flagged, re-check it as the user fixes it.
    if (errors[field]) {
      setErrors((current) => ({
        ...current,
        [field]: validateSupportRequest({ ...request, [field]: value })[field],
      }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSupportRequest(request);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    console.info('Support request (not sent)', request);
    window.alert(SUPPORT_SUBMITTED_MESSAGE);
    setRequest(EMPTY_SUPPORT_REQUEST);
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
      onSubmit={onSubmit}
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
      <div>
        <button type="submit" className="btn btn-primary">
          Submit Request
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
