import {
  AI_DAILY_LIMIT_DEFAULTS,
  AI_PROVIDER_PRESETS,
  AI_SETTINGS_MESSAGES,
  type AiSettingsResponse,
} from '@contract/ai-settings';
import { API_MESSAGES } from '@contract/messages';
import { getDb, type MockAiSettings } from '../db';
import { endpointHandler } from '../http';

const OFFLINE: MockAiSettings = {
  writer: 'offline',
  provider: 'openai',
  base_url: AI_PROVIDER_PRESETS.openai.baseUrl,
  text_model: '',
  image_model: '',
  api_key_hint: null,
  text_daily_limit: AI_DAILY_LIMIT_DEFAULTS.text,
  image_daily_limit: AI_DAILY_LIMIT_DEFAULTS.image,
};

const NO_USAGE = { text_today: 0, image_today: 0, text_month: 0, image_month: 0 };

const answer = (settings: MockAiSettings): AiSettingsResponse => ({
  ...settings,
  fixed_by_installation: false,
  usage: NO_USAGE,
});

/** The models the mock's providers list: stand-in names, never a real provider's. */
export const MOCK_MODELS = ['mock-writer-large', 'mock-writer-small'];

/**
 * The writer settings in development (ADR 0057). The mock calls no model: it keeps the
 * settings, lists stand-in models, and its test answers say the mock wrote them.
 */
export const aiSettingsHandlers = [
  endpointHandler('getAiSettings', ({ reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    return reply(answer(getDb().findAiSettings(user.id) ?? OFFLINE));
  }),

  endpointHandler('saveAiSettings', ({ body, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const before = getDb().findAiSettings(user.id) ?? OFFLINE;
    const key = body.api_key;
    const hint =
      key === undefined
        ? before.api_key_hint
        : key === ''
          ? null
          : `${key.slice(0, 3)}…${key.slice(-4)}`;
    const saved = getDb().saveAiSettings(user.id, {
      writer: body.writer,
      provider: body.provider,
      base_url: body.base_url,
      text_model: body.text_model,
      image_model: body.image_model,
      api_key_hint: hint,
      text_daily_limit: body.text_daily_limit,
      image_daily_limit: body.image_daily_limit,
    });
    return reply(answer(saved));
  }),

  endpointHandler('listAiModels', ({ reply, fail }) => {
    if (!getDb().sessionUser()) return fail(401, API_MESSAGES.unauthenticated);
    return reply({ models: MOCK_MODELS });
  }),

  endpointHandler('testAiConnection', ({ body, reply, fail }) => {
    const user = getDb().sessionUser();
    if (!user) return fail(401, API_MESSAGES.unauthenticated);
    const settings = getDb().findAiSettings(user.id);
    const model = body.kind === 'text' ? settings?.text_model : settings?.image_model;
    if (settings?.writer !== 'model' || !model) {
      return fail(409, AI_SETTINGS_MESSAGES.notConfigured);
    }
    return reply(
      body.kind === 'text'
        ? { ok: true, model, post: 'Hello from all of us! (written by the mock backend)' }
        : { ok: true, model, image_url: '/favicon.svg' },
    );
  }),

  endpointHandler('findLocalModel', ({ reply }) =>
    reply({ found: false, base_url: AI_PROVIDER_PRESETS.ollama.baseUrl, models: [] }),
  ),
];
