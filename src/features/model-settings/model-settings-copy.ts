import type { AiUsage } from '@contract/ai-settings';

/** What a failed request says when the server could not be reached. */
export const NETWORK = { network: 'Could not reach the server.' };

export const MODEL_SETTINGS_COPY = {
  title: 'Connect a model',
  intro:
    'Posts are written by the built-in writer, on this server, unless you connect a language model. Nothing is sent to a provider until you choose one.',
  fixed: 'This installation sets the writer in its configuration, so it cannot be changed here.',
  loadError: 'Your writer settings could not be loaded.',
  keySaved: (hint: string) => `A key is saved (${hint}). Leave this empty to keep it.`,
  noModels: 'The provider listed no models. Type the model name instead.',
} as const;

/** "Model calls today: 3 posts, 1 image. This month: 20 posts, 4 images." */
export function usageLine(usage: AiUsage): string {
  const calls = (posts: number, images: number) =>
    `${posts} ${posts === 1 ? 'post' : 'posts'}, ${images} ${images === 1 ? 'image' : 'images'}`;
  return `Model calls today: ${calls(usage.text_today, usage.image_today)}. This month: ${calls(usage.text_month, usage.image_month)}.`;
}
