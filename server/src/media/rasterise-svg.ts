import { Worker } from 'node:worker_threads';
import { HttpError, MESSAGES } from '../http-error';
import { createSemaphore } from './concurrency';
import { EmbeddedImageTooLargeError, reencodeEmbeddedImages } from './embedded-images';
import { parseSvg, serialiseSvg, UnsafeSvgError } from './sanitise-svg';

/** SVG logos larger than this are refused before parsing. */
export const MAX_SVG_BYTES = 256 * 1024;
/** The PNG fits inside a square of this side. */
const LOGO_RASTER_SIDE = 1024;
/** Wider or taller than this many times the other side is refused (a 1 px stripe is no logo). */
const MAX_ASPECT_RATIO = 16;
/** A drawing not finished in this time is abandoned and refused. */
const RENDER_TIMEOUT_MS = 1_000;
/** Drawings at once, each in its own thread. */
const RENDER_THREADS = 2;

const WORKER_URL = new URL('./svg-render-worker.mjs', import.meta.url);
const renderSlots = createSemaphore(RENDER_THREADS);

type WorkerAnswer = { ok: true; png: Uint8Array } | { ok: false; reason: 'shape' };

/**
 * Draws in a worker thread with a bounded heap and a hard time limit, so the server's
 * event loop never waits on the renderer. The slot is given back when the thread has
 * really ended, not at the time limit: the number of drawing threads stays bounded.
 */
async function renderInWorker(svg: string): Promise<Buffer> {
  const release = await renderSlots.acquire();
  const worker = new Worker(WORKER_URL, {
    workerData: { svg, maxSide: LOGO_RASTER_SIDE, maxAspectRatio: MAX_ASPECT_RATIO },
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
  });
  worker.once('exit', release);
  worker.unref();
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new HttpError(400, MESSAGES.svgTooComplex)),
        RENDER_TIMEOUT_MS,
      );
      const settle = () => clearTimeout(timer);
      worker.once('message', (message: WorkerAnswer) => {
        settle();
        resolve(message);
      });
      worker.once('error', () => {
        settle();
        reject(new HttpError(400, MESSAGES.unreadableImage));
      });
      worker.once('exit', () => {
        settle();
        reject(new HttpError(400, MESSAGES.unreadableImage));
      });
    });
    if (!answer.ok) throw new HttpError(400, MESSAGES.svgBadShape);
    return Buffer.from(answer.png);
  } finally {
    void worker.terminate();
  }
}

/**
 * A logo in SVG becomes a PNG that fits in 1024 x 1024: SVG is never stored nor served.
 * The file is parsed, cut down to an allow-list and written out again before the
 * renderer sees it; anything outside the list is refused with the reason.
 */
export async function rasteriseSvg(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_SVG_BYTES) throw new HttpError(413, MESSAGES.svgTooLarge);
  let svg: string;
  try {
    const parsed = parseSvg(bytes.toString('utf8'));
    await reencodeEmbeddedImages(parsed.images);
    svg = serialiseSvg(parsed.root);
  } catch (error) {
    if (error instanceof UnsafeSvgError) {
      throw new HttpError(400, `${MESSAGES.svgRefused} (It contains ${error.message}.)`);
    }
    if (error instanceof EmbeddedImageTooLargeError) {
      throw new HttpError(400, MESSAGES.imageTooLarge);
    }
    throw error;
  }
  return renderInWorker(svg);
}
