import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiImageGenerator } from '../../../src/ai/image/openai-image';
import { placementGeometry } from '../../../src/ai/image/placement';
import type { ImageGenerator } from '../../../src/ai/image/types';
import { AiServiceError, type OpenAiHttpOptions } from '../../../src/ai/openai-http';
import { reply, startFakeOpenAiServer, type FakeOpenAiServer } from '../../fakes/openai-server';
import { BRAND, LOGO_COLOR, PHOTO_COLOR, imageInput } from '../../support/image-input';
import {
  distance,
  hexRgb,
  inset,
  pixelAt,
  readPixels,
  regionMean,
  solidImage,
} from '../../support/pixels';

const MODEL = 'test-image-model-7';
const API_KEY = 'sk-image-test-key';
/** What the fake model "draws": a plain light-grey square. */
const MODEL_GREY = '#c8c8c8';

let fake: FakeOpenAiServer;
let modelPicture: Buffer;
let logo: Buffer;
let photo: Buffer;

beforeAll(async () => {
  modelPicture = await solidImage(1024, 1024, MODEL_GREY, 'jpeg');
  logo = await solidImage(200, 200, LOGO_COLOR, 'png');
  photo = await solidImage(640, 480, PHOTO_COLOR, 'jpeg');
});
beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});
afterEach(async () => {
  await fake.close();
});

function generator(options: Partial<OpenAiHttpOptions> = {}): ImageGenerator {
  return createOpenAiImageGenerator({
    baseUrl: fake.baseUrl,
    apiKey: API_KEY,
    model: MODEL,
    maxRetryWaitMs: 250,
    defaultRetryWaitMs: 10,
    ...options,
  });
}

async function aiFailure(promise: Promise<unknown>): Promise<AiServiceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiServiceError);
  return error as AiServiceError;
}

describe('OpenAI image generator: requests', () => {
  it('asks /images/generations with JSON when there is no reference image', async () => {
    fake.enqueue('/images/generations', reply.image(modelPicture));
    const result = await generator().generate(
      imageInput({ stylePreferences: 'warm, rustic', quality: 'high' }),
    );
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.json).toEqual({
      model: MODEL,
      prompt: expect.any(String),
      size: '1024x1024',
      quality: 'high',
      background: 'opaque',
      output_format: 'jpeg',
      output_compression: 85,
      n: 1,
    });
    const { prompt } = request.json as { prompt: string };
    expect(prompt).toContain('Golden Crumb');
    expect(prompt).toContain('Croissant sale this weekend');
    expect(prompt).toContain(`${BRAND.primary} and ${BRAND.secondary}`);
    expect(prompt).toContain('warm, rustic');
    expect(result.prompt).toBe(prompt);
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 2048, height: 2048 });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 2048 });
  });

  it('leaves brand colours out of the prompt when they are off', async () => {
    fake.enqueue('/images/generations', reply.image(modelPicture));
    await generator().generate(imageInput({ useBrandColors: false }));
    const { prompt } = fake.requests[0]!.json as { prompt: string };
    expect(prompt).not.toContain(BRAND.primary);
  });

  it('uses a configured size per quality', async () => {
    fake.enqueue('/images/generations', reply.image(modelPicture));
    await createOpenAiImageGenerator({
      baseUrl: fake.baseUrl,
      apiKey: API_KEY,
      model: MODEL,
      sizes: { high: '2048x2048' },
    }).generate(imageInput({ quality: 'high' }));
    expect(fake.requests[0]!.json).toMatchObject({ size: '2048x2048' });
  });

  it('sends the brand photo and logo to /images/edits as multipart files', async () => {
    fake.enqueue('/images/edits', reply.image(modelPicture));
    const result = await generator().generate(imageInput({ photo, logo, logoPlacement: 'banner' }));
    const request = fake.requests[0]!;
    expect(request.path).toBe('/images/edits');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const parts = request.parts!;
    const field = (name: string) => parts.find((part) => part.name === name)?.value;
    expect(field('model')).toBe(MODEL);
    expect(field('quality')).toBe('medium');
    expect(field('background')).toBe('opaque');
    expect(field('output_format')).toBe('jpeg');
    expect(field('output_compression')).toBe('85');
    expect(field('size')).toBe('1024x1024');
    expect(field('prompt')).toBe(result.prompt);
    expect(result.prompt).toContain('Reference image 1 is the brand');
    expect(result.prompt).toContain('banner');
    const images = parts.filter((part) => part.name === 'image[]');
    expect(images).toEqual([
      expect.objectContaining({
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        size: photo.length,
      }),
      expect.objectContaining({
        filename: 'logo.png',
        contentType: 'image/png',
        size: logo.length,
      }),
    ]);
    expect(images[0]!.bytes.equals(photo)).toBe(true);
    expect(images[1]!.bytes.equals(logo)).toBe(true);
  });

  it('converts a logo that is neither PNG nor JPEG to PNG for the edit', async () => {
    fake.enqueue('/images/edits', reply.image(modelPicture));
    const webp = await sharp(logo).webp().toBuffer();
    await generator().generate(imageInput({ logo: webp }));
    const image = fake.requests[0]!.parts!.find((part) => part.name === 'image[]')!;
    expect(image).toMatchObject({ filename: 'logo.png', contentType: 'image/png' });
    expect((await sharp(image.bytes).metadata()).format).toBe('png');
  });
});

describe('OpenAI image generator: compositing', () => {
  it.each(['corner', 'center', 'banner', 'natural'] as const)(
    'puts the real logo in the %s box',
    async (logoPlacement) => {
      fake.enqueue('/images/edits', reply.image(modelPicture));
      const result = await generator().generate(imageInput({ logo, logoPlacement }));
      const image = await readPixels(result.bytes);
      const box = inset(placementGeometry(logoPlacement, 1080).logo!, 0.1);
      expect(distance(regionMean(image, box), hexRgb(LOGO_COLOR))).toBeLessThan(30);
      // Far from the logo, the model's picture is untouched.
      const middle = { x: 500, y: 700, width: 80, height: 60 };
      expect(distance(regionMean(image, middle), hexRgb(MODEL_GREY))).toBeLessThan(12);
    },
  );

  it('lays the watermark faintly over the picture', async () => {
    fake.enqueue('/images/edits', reply.image(modelPicture));
    const result = await generator().generate(imageInput({ logo, logoPlacement: 'watermark' }));
    const mean = regionMean(
      await readPixels(result.bytes),
      inset(placementGeometry('watermark', 1080).logo!, 0.1),
    );
    const grey = hexRgb(MODEL_GREY);
    const green = hexRgb(LOGO_COLOR);
    expect(distance(mean, grey)).toBeGreaterThan(15);
    expect(distance(mean, green)).toBeGreaterThan(distance(grey, green) * 0.6);
  });

  it('puts a logo the picture would swallow on a plate', async () => {
    // A light-grey logo on the light-grey picture: lost without a plate.
    const greyLogo = await solidImage(200, 200, '#d0d0d0', 'png');
    fake.enqueue('/images/edits', reply.image(modelPicture));
    const result = await generator().generate(
      imageInput({ logo: greyLogo, logoPlacement: 'corner' }),
    );
    const image = await readPixels(result.bytes);
    const box = placementGeometry('corner', 1080).logo!;
    // Just outside the logo's box: the plate, dark against the grey picture.
    const beside = regionMean(image, { x: box.x - 8, y: box.y + 40, width: 4, height: 60 });
    expect(distance(beside, hexRgb(MODEL_GREY))).toBeGreaterThan(150);
  });

  it('frames the picture in the brand colours only when they are on', async () => {
    fake.setDefault('/images/generations', reply.image(modelPicture));
    const framed = await readPixels((await generator().generate(imageInput())).bytes);
    const plain = await readPixels(
      (await generator().generate(imageInput({ useBrandColors: false }))).bytes,
    );
    // The standard frame sits about 2-3% in from the edge.
    const onFrame = pixelAt(framed, 540, 1080 * 0.027);
    expect(distance(onFrame, hexRgb(BRAND.secondary))).toBeLessThan(30);
    expect(distance(pixelAt(plain, 540, 1080 * 0.027), hexRgb(MODEL_GREY))).toBeLessThan(12);
  });

  it('cover-crops a non-square model picture to the output square', async () => {
    const wide = await solidImage(1536, 1024, MODEL_GREY, 'png');
    fake.enqueue('/images/generations', reply.image(wide));
    const result = await generator().generate(imageInput({ useBrandColors: false }));
    expect(await sharp(result.bytes).metadata()).toMatchObject({ width: 1080, height: 1080 });
  });

  it('writes no metadata', async () => {
    fake.enqueue('/images/generations', reply.image(modelPicture));
    const metadata = await sharp((await generator().generate(imageInput())).bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });
});

describe('OpenAI image generator: failures', () => {
  it('reports malformed JSON as an AiServiceError', async () => {
    fake.enqueue('/images/generations', reply.malformed());
    expect((await aiFailure(generator().generate(imageInput()))).code).toBe('bad_response');
  });

  it('reports an answer without an image as an AiServiceError', async () => {
    fake.enqueue('/images/generations', reply.json({ data: [] }));
    expect((await aiFailure(generator().generate(imageInput()))).code).toBe('bad_response');
  });

  it('reports base64 that is not a picture as an AiServiceError', async () => {
    fake.enqueue('/images/generations', reply.json({ data: [{ b64_json: 'bm90IGFuIGltYWdl' }] }));
    expect((await aiFailure(generator().generate(imageInput()))).code).toBe('bad_response');
  });

  it('retries once after a 429 with Retry-After, then succeeds', async () => {
    fake.enqueue('/images/generations', reply.rateLimited('1'), reply.image(modelPicture));
    const result = await generator().generate(imageInput());
    expect(result.width).toBe(1080);
    expect(fake.requests).toHaveLength(2);
    // Retry-After: 1 is capped at the test's 250 ms.
    const waited = fake.requests[1]!.receivedAt - fake.requests[0]!.receivedAt;
    expect(waited).toBeGreaterThanOrEqual(230);
    expect(waited).toBeLessThan(900);
  });

  it('fails after two 500s', async () => {
    fake.setDefault('/images/edits', reply.serverError());
    const error = await aiFailure(generator().generate(imageInput({ logo })));
    expect(error).toMatchObject({ code: 'unavailable', status: 500 });
    expect(fake.requests).toHaveLength(2);
    // The retried multipart request carried the same files.
    expect(fake.requests[1]!.parts!.filter((part) => part.name === 'image[]')).toHaveLength(1);
  });

  it('gives up on a hanging provider with the timeout message', async () => {
    fake.enqueue('/images/generations', reply.hang());
    const error = await aiFailure(generator({ timeoutMs: 300 }).generate(imageInput()));
    expect(error.message).toBe('The AI service did not answer in time. Please try again.');
  });
});
