import { useState } from 'react';
import type { AiSettingsResponse } from '@contract/ai-settings';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-error';
import {
  useAiSettings,
  useLocalModel,
  useSaveAiSettings,
  useTestConnection,
} from '../api/ai-settings';
import { MODEL_SETTINGS_COPY, NETWORK, usageLine } from '../model-settings-copy';
import { ModelSettingsForm } from './model-settings-form';
import '../model-settings.css';

/** "llama3.1:latest" is said as "llama3.1". */
const shortModelName = (name: string) => name.replace(/:latest$/, '');

/** One click to the Ollama found on this computer, when the writer is still the built-in one. */
function LocalModelOffer({
  settings,
  onChosen,
}: {
  settings: AiSettingsResponse;
  /** The form below starts again from the saved choice. */
  onChosen: () => void;
}) {
  const local = useLocalModel();
  const save = useSaveAiSettings();
  const model = local.data?.models[0];
  if (!local.data?.found || !model || settings.writer === 'model') return null;
  return (
    <section className="settings-section model-local" aria-label="A model on this computer">
      <p>Ollama is running on this computer. Posts written with it never leave it.</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            {
              writer: 'model',
              provider: 'ollama',
              base_url: local.data.base_url,
              text_model: model,
              image_model: '',
              text_daily_limit: settings.text_daily_limit,
              image_daily_limit: settings.image_daily_limit,
            },
            { onSuccess: onChosen },
          )
        }
      >
        Use {shortModelName(model)} on this computer
      </button>
      {save.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(save.error, NETWORK)}
        </p>
      ) : null}
    </section>
  );
}

/** "Test connection": one short post (or image) from the saved model, shown as text. */
function ConnectionTest({ settings }: { settings: AiSettingsResponse }) {
  const test = useTestConnection();
  if (settings.writer !== 'model') return null;
  const result = test.data;
  return (
    <section className="settings-section" aria-labelledby="model-test-title">
      <div className="settings-section-header">
        <h2 id="model-test-title">Test the connection</h2>
        <p>Uses the saved settings: save first after a change.</p>
      </div>
      <div className="model-test-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={test.isPending}
          onClick={() => test.mutate('text')}
        >
          Test connection
        </button>
        {settings.image_model ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={test.isPending}
            onClick={() => test.mutate('image')}
          >
            Test images
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="model-test-result">
        {test.isPending ? 'Asking the model…' : null}
        {test.isError ? errorMessage(test.error, NETWORK) : null}
        {result?.ok === false ? `${result.model} did not answer: ${result.message}` : null}
        {result?.ok && result.post !== undefined ? (
          <>
            <p>{`${result.model} wrote:`}</p>
            <blockquote className="model-test-post">{result.post}</blockquote>
          </>
        ) : null}
        {result?.ok && result.image_url ? (
          <>
            <p>{`${result.model} made this image:`}</p>
            <img
              className="model-test-image"
              src={result.image_url}
              alt={`What ${result.model} drew for the test`}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The installation's writer, shown read-only. */
function FixedSettings({ settings }: { settings: AiSettingsResponse }) {
  return (
    <section className="settings-section" aria-labelledby="model-fixed-title">
      <div className="settings-section-header">
        <h2 id="model-fixed-title">Writer</h2>
        <p>{MODEL_SETTINGS_COPY.fixed}</p>
      </div>
      <dl className="model-fixed">
        <dt>API address</dt>
        <dd>{settings.base_url}</dd>
        <dt>Model that writes posts</dt>
        <dd>{settings.text_model || 'Built-in (offline)'}</dd>
        <dt>Model that makes images</dt>
        <dd>{settings.image_model || 'Built-in (offline)'}</dd>
        <dt>API key</dt>
        <dd>{settings.api_key_hint ?? 'None'}</dd>
      </dl>
    </section>
  );
}

/** Settings > Connect a model (ADR 0057). */
export function ModelSettingsPage() {
  const settings = useAiSettings();
  const [formKey, setFormKey] = useState(0);
  let body;
  if (settings.isPending) body = <Spinner label="Loading your writer settings..." />;
  else if (settings.isError) {
    body = (
      <div className="alert alert-error" role="alert">
        <p>
          {MODEL_SETTINGS_COPY.loadError} {errorMessage(settings.error, NETWORK)}
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => void settings.refetch()}
        >
          Retry
        </button>
      </div>
    );
  } else {
    const data = settings.data;
    body = (
      <div className="settings-stack">
        <p className="model-usage">{usageLine(data.usage)}</p>
        {data.fixed_by_installation ? (
          <FixedSettings settings={data} />
        ) : (
          <>
            <LocalModelOffer settings={data} onChosen={() => setFormKey((key) => key + 1)} />
            <ModelSettingsForm key={formKey} settings={data} />
          </>
        )}
        <ConnectionTest settings={data} />
      </div>
    );
  }
  return (
    <div className="container page model-settings">
      <header className="page-header">
        <h1>{MODEL_SETTINGS_COPY.title}</h1>
        <p>{MODEL_SETTINGS_COPY.intro}</p>
      </header>
      {body}
    </div>
  );
}
