import { z } from 'zod';
import { createOpenAiHttpClient, type OpenAiHttpOptions } from '../openai-http';
import { finishModelImage } from './model-finish';
import { buildModelPrompt } from './model-prompt';
import { toReferenceImage, type ReferenceImage } from './reference-image';
import { brandColors } from './style';
import type { BrandImageInput, BrandImageResult, ImageGenerator, ImageQuality } from './types';

export interface OpenAiImageOptions extends OpenAiHttpOptions {
  /** The image model's name, from configuration (never hard-coded here). */
  model: string;
  /**
   * The `size` asked of the model per quality. Default 1024x1024 for both: the one square
   * size every OpenAI-compatible image API takes; the result is resized to 1080 or 2048.
   * Set high to e.g. '2048x2048' for a provider that can draw larger squares.
   */
  sizes?: Partial<Record<ImageQuality, string>>;
}

const DEFAULT_SIZE = '1024x1024';

const imageAnswerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});

function editsForm(fields: Record<string, string>, references: ReferenceImage[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of references) {
    form.append('image[]', new Blob([image.bytes], { type: image.contentType }), image.filename);
  }
  return form;
}

/**
 * Brand images from any OpenAI-compatible images API: generations without references,
 * edits with the brand photo and/or logo as references. The real logo and brand frame are
 * then composited, because models do not place logos reliably.
 */
export function createOpenAiImageGenerator(options: OpenAiImageOptions): ImageGenerator {
  const http = createOpenAiHttpClient(options);

  async function generate(input: BrandImageInput): Promise<BrandImageResult> {
    const references: { kind: 'photo' | 'logo'; bytes: Buffer }[] = [];
    if (input.photo) references.push({ kind: 'photo', bytes: input.photo });
    if (input.logo) references.push({ kind: 'logo', bytes: input.logo });
    const prompt = buildModelPrompt({
      input,
      colors: brandColors(input.colors, input.useBrandColors),
      references: references.map(({ kind }) => kind),
    });
    const common = {
      model: options.model,
      prompt,
      size: options.sizes?.[input.quality] ?? DEFAULT_SIZE,
      quality: input.quality,
      background: 'opaque',
      output_format: 'jpeg',
    };

    let answer: z.infer<typeof imageAnswerSchema>;
    if (references.length) {
      const images = await Promise.all(
        references.map(({ kind, bytes }) => toReferenceImage(bytes, kind)),
      );
      const fields = { ...common, output_compression: String(input.outputCompression) };
      answer = await http.postMultipart(
        '/images/edits',
        editsForm(fields, images),
        imageAnswerSchema,
      );
    } else {
      const body = { ...common, output_compression: input.outputCompression, n: 1 };
      answer = await http.postJson('/images/generations', body, imageAnswerSchema);
    }

    const picture = Buffer.from(answer.data[0]?.b64_json ?? '', 'base64');
    const finished = await finishModelImage(picture, input);
    return { ...finished, contentType: 'image/jpeg', prompt };
  }

  return { name: 'openai', generate };
}
