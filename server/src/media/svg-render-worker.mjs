// Draws one sanitised SVG in its own process, so a slow drawing never blocks the
// server's event loop and can be killed outright (native code in a worker thread cannot
// be interrupted). Plain JavaScript: it runs as it is under tsx, vitest and `npm start`,
// with no loader in the child.
import process from 'node:process';
import { Resvg } from '@resvg/resvg-js';

process.once('message', ({ svg, maxSide, maxAspectRatio }) => {
  // No system fonts, no resources directory: nothing is read from the disk.
  const base = { font: { loadSystemFonts: false }, logLevel: 'off' };
  const probe = new Resvg(svg, base);
  const { width, height } = probe;
  let answer;
  if (!(width > 0 && height > 0) || Math.max(width / height, height / width) > maxAspectRatio) {
    answer = { ok: false, reason: 'shape' };
  } else {
    const fitTo =
      width >= height ? { mode: 'width', value: maxSide } : { mode: 'height', value: maxSide };
    const png = new Resvg(svg, { ...base, fitTo }).render().asPng();
    answer = { ok: true, png: png.toString('base64') };
  }
  process.send(answer, () => process.exit(0));
});
// Loaded and listening: the parent starts the drawing's clock now.
process.send({ ready: true });
