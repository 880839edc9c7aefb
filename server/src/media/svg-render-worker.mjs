// Draws one sanitised SVG in its own thread, so a slow drawing never blocks the server's
// event loop and can be abandoned. Plain JavaScript: it runs as it is under tsx, vitest
// and `npm start`, with no loader in the worker.
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';

const { svg, maxSide, maxAspectRatio } = workerData;
// No system fonts, no resources directory: nothing is read from the disk.
const base = { font: { loadSystemFonts: false }, logLevel: 'off' };

const probe = new Resvg(svg, base);
const { width, height } = probe;
if (!(width > 0 && height > 0) || Math.max(width / height, height / width) > maxAspectRatio) {
  parentPort.postMessage({ ok: false, reason: 'shape' });
} else {
  const fitTo =
    width >= height ? { mode: 'width', value: maxSide } : { mode: 'height', value: maxSide };
  const rendered = new Resvg(svg, { ...base, fitTo }).render();
  parentPort.postMessage({ ok: true, png: new Uint8Array(rendered.asPng()) });
}
