import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { API_MESSAGES } from '@contract/messages';
import { HttpError } from '../http-error';
import { createSemaphore } from './concurrency';
import { EmbeddedImageTooLargeError, reencodeEmbeddedImages } from './embedded-images';
import { parseSvg, serialiseSvg, UnsafeSvgError } from './sanitise-svg';

/** SVG logos larger than this are refused before parsing. */
export const MAX_SVG_BYTES = 256 * 1024;
/** The PNG fits inside a square of this side. */
const LOGO_RASTER_SIDE = 1024;
/** Wider or taller than this many times the other side is refused (a 1 px stripe is no logo). */
const MAX_ASPECT_RATIO = 16;
/** A drawing that has used this much CPU time unfinished is killed and refused. */
const RENDER_CPU_BUDGET_MS = 1_000;
/** However busy the machine, a drawing is killed after this long. */
const RENDER_WALL_LIMIT_MS = 10_000;
/** How often the drawing's CPU time is read. */
const CPU_POLL_MS = 50;
/** Starting the drawing process (Node and resvg loading): not the file's doing, so apart. */
const START_TIMEOUT_MS = 10_000;
/** A nice value: drawings give way to the server answering requests. */
const RENDER_PRIORITY = 10;
/** Drawings at once, each in its own process. */
const RENDER_PROCESSES = 2;
/** The drawing process's JavaScript heap; resvg's own memory is bounded by the checks. */
const RENDER_HEAP_MB = 64;

const WORKER_PATH = fileURLToPath(new URL('./svg-render-worker.mjs', import.meta.url));
const renderSlots = createSemaphore(RENDER_PROCESSES);

type WorkerAnswer = { ready: true } | { ok: true; png: string } | { ok: false; reason: 'shape' };

/**
 * The CPU time (ms) a process has used, from /proc (Linux; clock ticks of 10 ms), or
 * null where that cannot be read: then the budget is counted in wall time instead.
 */
function cpuTimeOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses and may hold spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Calls `onOverBudget` once the process has used `budgetMs` of CPU time since now (or,
 * where CPU time cannot be read, `budgetMs` of wall time), or `wallLimitMs` have passed.
 * CPU time is what the file costs, whatever else the machine is doing.
 */
function watchBudget(pid: number, budgetMs: number, wallLimitMs: number, onOverBudget: () => void) {
  const startCpu = cpuTimeOf(pid);
  const startedAt = Date.now();
  const timer = setInterval(() => {
    const cpu = startCpu === null ? null : cpuTimeOf(pid);
    const used = cpu === null || startCpu === null ? Date.now() - startedAt : cpu - startCpu;
    if (used >= budgetMs || Date.now() - startedAt >= wallLimitMs) {
      clearInterval(timer);
      onOverBudget();
    }
  }, CPU_POLL_MS);
  return () => clearInterval(timer);
}

/**
 * Draws in a child process with a bounded heap and a hard time limit, so the server's
 * event loop never waits on the renderer and a drawing that runs too long is killed
 * (SIGKILL stops native code; terminating a worker thread would not). If the renderer
 * ran out of memory, only that process would die. The slot is given back when the
 * process has exited.
 */
async function renderInWorker(svg: string): Promise<Buffer> {
  const release = await renderSlots.acquire();
  const child = fork(WORKER_PATH, [], {
    execArgv: [`--max-old-space-size=${RENDER_HEAP_MB}`, '--stack-size=984'],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    serialization: 'advanced',
  });
  child.once('exit', release);
  child.once('error', () => release());
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, RENDER_PRIORITY);
    } catch {
      // Not permitted here: the time limit still bounds it.
    }
  }
  try {
    const answer = await new Promise<Exclude<WorkerAnswer, { ready: true }>>((resolve, reject) => {
      const startTimer = setTimeout(
        () => reject(new HttpError(503, API_MESSAGES.unavailable)),
        START_TIMEOUT_MS,
      );
      let stopWatching = () => {};
      const settle = () => {
        clearTimeout(startTimer);
        stopWatching();
      };
      child.on('message', (message: WorkerAnswer) => {
        if ('ready' in message) {
          clearTimeout(startTimer);
          stopWatching = watchBudget(
            child.pid ?? 0,
            RENDER_CPU_BUDGET_MS,
            RENDER_WALL_LIMIT_MS,
            () => reject(new HttpError(400, API_MESSAGES.svgTooComplex)),
          );
          child.send({ svg, maxSide: LOGO_RASTER_SIDE, maxAspectRatio: MAX_ASPECT_RATIO });
        } else {
          settle();
          resolve(message);
        }
      });
      const failed = () => {
        settle();
        reject(new HttpError(400, API_MESSAGES.unreadableImage));
      };
      child.once('error', failed);
      child.once('exit', failed);
    });
    if (!answer.ok) throw new HttpError(400, API_MESSAGES.svgBadShape);
    return Buffer.from(answer.png, 'base64');
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/**
 * A logo in SVG becomes a PNG that fits in 1024 x 1024: SVG is never stored nor served.
 * The file is parsed, cut down to an allow-list and written out again before the
 * renderer sees it; anything outside the list is refused with the reason.
 */
export async function rasteriseSvg(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_SVG_BYTES) throw new HttpError(413, API_MESSAGES.svgTooLarge);
  let svg: string;
  try {
    const parsed = parseSvg(bytes.toString('utf8'));
    await reencodeEmbeddedImages(parsed.images);
    svg = serialiseSvg(parsed.root);
  } catch (error) {
    if (error instanceof UnsafeSvgError) {
      throw new HttpError(400, `${API_MESSAGES.svgRefused} (It contains ${error.message}.)`);
    }
    if (error instanceof EmbeddedImageTooLargeError) {
      throw new HttpError(400, API_MESSAGES.imageTooLarge);
    }
    throw error;
  }
  return renderInWorker(svg);
}
