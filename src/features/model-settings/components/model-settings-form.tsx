import { useId, useState, type FormEvent } from 'react';
import {
  AI_DAILY_LIMIT_MAX,
  AI_PROVIDER_IDS,
  AI_PROVIDER_PRESETS,
  AI_SETTINGS_MESSAGES,
  aiProviderSchema,
  type AiSettingsResponse,
  type SaveAiSettingsRequest,
} from '@contract/ai-settings';
import { errorMessage } from '@/lib/api-error';
import { useListModels, useSaveAiSettings } from '../api/ai-settings';
import { MODEL_SETTINGS_COPY, NETWORK } from '../model-settings-copy';

type Draft = Omit<SaveAiSettingsRequest, 'api_key'>;

const draftOf = (settings: AiSettingsResponse): Draft => ({
  writer: settings.writer,
  provider: settings.provider,
  base_url: settings.base_url,
  text_model: settings.text_model,
  image_model: settings.image_model,
  text_daily_limit: settings.text_daily_limit,
  image_daily_limit: settings.image_daily_limit,
});

/** Sends the key only when one was typed: an empty field keeps the saved one. */
const requestOf = (draft: Draft, apiKey: string): SaveAiSettingsRequest =>
  apiKey.trim() ? { ...draft, api_key: apiKey.trim() } : draft;

interface ModelSettingsFormProps {
  settings: AiSettingsResponse;
}

function ModelFields({
  draft,
  update,
  models,
}: {
  draft: Draft;
  update: (changes: Partial<Draft>) => void;
  models: string[];
}) {
  const id = useId();
  return (
    <>
      <datalist id={`${id}-models`}>
        {models.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
      <div className="form-group">
        <label htmlFor={`${id}-text`}>Model that writes posts</label>
        <input
          id={`${id}-text`}
          className="form-control"
          list={`${id}-models`}
          value={draft.text_model}
          required
          onChange={(event) => update({ text_model: event.target.value })}
        />
      </div>
      <div className="form-group">
        <label htmlFor={`${id}-image`}>Model that makes images (optional)</label>
        <input
          id={`${id}-image`}
          className="form-control"
          list={`${id}-models`}
          value={draft.image_model}
          aria-describedby={`${id}-image-hint`}
          onChange={(event) => update({ image_model: event.target.value })}
        />
        <p id={`${id}-image-hint`} className="form-hint">
          Empty: images are drawn by the built-in renderer.
        </p>
      </div>
      <div className="model-limits">
        {(['text_daily_limit', 'image_daily_limit'] as const).map((field) => (
          <div className="form-group" key={field}>
            <label htmlFor={`${id}-${field}`}>
              {field === 'text_daily_limit' ? 'Posts a day at most' : 'Images a day at most'}
            </label>
            <input
              id={`${id}-${field}`}
              className="form-control"
              type="number"
              inputMode="numeric"
              min={0}
              max={AI_DAILY_LIMIT_MAX}
              value={draft[field]}
              onChange={(event) => update({ [field]: Number(event.target.value) || 0 })}
            />
          </div>
        ))}
      </div>
    </>
  );
}

function ProviderFields({
  draft,
  update,
  apiKey,
  setApiKey,
  keyHint,
}: {
  draft: Draft;
  update: (changes: Partial<Draft>) => void;
  apiKey: string;
  setApiKey: (key: string) => void;
  keyHint: string | null;
}) {
  const id = useId();
  return (
    <>
      <div className="form-group">
        <label htmlFor={`${id}-provider`}>Provider</label>
        <select
          id={`${id}-provider`}
          className="form-control"
          value={draft.provider}
          onChange={(event) => {
            const parsed = aiProviderSchema.safeParse(event.target.value);
            if (!parsed.success) return;
            const provider = parsed.data;
            const { baseUrl } = AI_PROVIDER_PRESETS[provider];
            update({ provider, base_url: baseUrl || draft.base_url });
          }}
        >
          {AI_PROVIDER_IDS.map((provider) => (
            <option key={provider} value={provider}>
              {AI_PROVIDER_PRESETS[provider].label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-group">
        <label htmlFor={`${id}-url`}>API address</label>
        <input
          id={`${id}-url`}
          className="form-control"
          type="url"
          value={draft.base_url}
          required
          onChange={(event) => update({ base_url: event.target.value, provider: 'custom' })}
        />
      </div>
      <div className="form-group">
        <label htmlFor={`${id}-key`}>API key</label>
        <input
          id={`${id}-key`}
          className="form-control"
          type="password"
          autoComplete="off"
          value={apiKey}
          aria-describedby={`${id}-key-hint`}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <p id={`${id}-key-hint`} className="form-hint">
          {keyHint
            ? MODEL_SETTINGS_COPY.keySaved(keyHint)
            : 'Kept sealed on the server and never shown again. Not needed for Ollama.'}
        </p>
      </div>
    </>
  );
}

/** Settings > Connect a model: the writer, the provider and its models, and the limits. */
export function ModelSettingsForm({ settings }: ModelSettingsFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [apiKey, setApiKey] = useState('');
  const save = useSaveAiSettings();
  const models = useListModels();
  const update = (changes: Partial<Draft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...changes }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(requestOf(draft, apiKey), { onSuccess: () => setApiKey('') });
  };
  return (
    <form className="settings-section" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <div className="settings-section-header">
        <h2 id={`${id}-title`}>Writer</h2>
      </div>
      <fieldset className="model-writer-choice">
        <legend>Who writes your posts</legend>
        {(['offline', 'model'] as const).map((writer) => (
          <label key={writer} className="radio-option">
            <input
              type="radio"
              name={`${id}-writer`}
              value={writer}
              checked={draft.writer === writer}
              onChange={() => update({ writer })}
            />{' '}
            {writer === 'offline' ? 'Built-in (offline)' : 'A model'}
          </label>
        ))}
      </fieldset>
      {draft.writer === 'model' ? (
        <>
          <ProviderFields
            draft={draft}
            update={update}
            apiKey={apiKey}
            setApiKey={setApiKey}
            keyHint={settings.api_key_hint}
          />
          <div className="form-group">
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={models.isPending || !draft.base_url}
              onClick={() => models.mutate({ baseUrl: draft.base_url, apiKey })}
            >
              {models.isPending ? 'Loading models…' : 'Load the models'}
            </button>
            <p className="form-hint" role="status">
              {models.isError ? errorMessage(models.error, NETWORK) : null}
              {models.data
                ? models.data.length
                  ? `${models.data.length} models listed.`
                  : MODEL_SETTINGS_COPY.noModels
                : null}
            </p>
          </div>
          <ModelFields draft={draft} update={update} models={models.data ?? []} />
        </>
      ) : null}
      {save.isError ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(save.error, NETWORK)}
        </p>
      ) : null}
      <p role="status" className="form-hint">
        {save.isSuccess ? AI_SETTINGS_MESSAGES.saved : null}
      </p>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
