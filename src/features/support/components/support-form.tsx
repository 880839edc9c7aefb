import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  SUPPORT_SUBMITTED_MESSAGE,
  supportRequestSchema,
  type SupportRequest,
} from '../support-request';

const EMPTY_REQUEST: SupportRequest = { name: '', email: '', subject: '', message: '' };

/**
 * SPEC 2: the contact form sends nothing; a valid request is confirmed with an alert
 * and the form is cleared.
 */
export function SupportForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SupportRequest>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: EMPTY_REQUEST,
  });

  const onSubmit = handleSubmit((request) => {
    console.info('Support request (not sent)', request);
    window.alert(SUPPORT_SUBMITTED_MESSAGE);
    reset(EMPTY_REQUEST);
  });

  return (
    <form
      className="support-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="support-form-title"
    >
      <h2 id="support-form-title">Send us a message</h2>
      <p className="muted support-form-intro">All fields are required.</p>
      <div className="support-form-row">
        <SupportField
          label="Name"
          error={errors.name?.message}
          registration={register('name')}
          autoComplete="name"
        />
        <SupportField
          label="E-mail"
          type="email"
          error={errors.email?.message}
          registration={register('email')}
          autoComplete="email"
        />
      </div>
      <SupportField
        label="Subject"
        error={errors.subject?.message}
        registration={register('subject')}
      />
      <SupportField
        label="Message"
        multiline
        error={errors.message?.message}
        registration={register('message')}
      />
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
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
}

function SupportField({
  label,
  registration,
  error,
  type = 'text',
  multiline = false,
  autoComplete,
}: SupportFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea className="textarea" rows={6} {...shared} />
      ) : (
        <input className="input" type={type} autoComplete={autoComplete} {...shared} />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
