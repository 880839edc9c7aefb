#!/usr/bin/env node
/**
 * Performance budgets, measured on the production build (run `npm run build` first).
 * Follows Vite's manifest so that every figure is the JavaScript a browser really
 * fetches: the landing page's initial load is the entry plus the landing route and
 * everything they import statically; each other route adds its own chunks on top.
 * Prints the figures and exits non-zero above a budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGETS = {
  // React and React DOM are 66 KB of it; the public pages hydrate without the router
  // library (ADR 0038), which loads with the full app on the way in.
  landingInitialJs: 100 * KB,
  routeJs: 50 * KB,
  // 350 KB until a business's team (ADR 0061) and Google Business Profile (ADR 0065): 360.5 KB
  // measured 2026-11-29 with both; 361 KB until compose asks what to feature (ADR 0012), the
  // e-mail banner drawn with the first screen and the shared Request changes form: see ADR 0005.
  totalJs: 362 * KB,
  // 25 KB until the business profile page and the website review (25.8 KB measured 2026-11-27);
  // 27 KB until the business menu in the header (27,963 bytes measured 2026-11-29).
  totalCss: 27.35 * KB,
};

const distDir = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const sizeCache = new Map();

function gzipSize(file) {
  if (!sizeCache.has(file)) {
    sizeCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  }
  return sizeCache.get(file);
}

/** Every chunk key a manifest entry pulls in through static imports. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const filesOf = (keys, kind) => [
  ...new Set(
    [...keys].flatMap((key) => (kind === 'js' ? [manifest[key].file] : (manifest[key].css ?? []))),
  ),
];

const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landingKey = 'src/app/routes/landing.tsx';
const entryChunks = closure(entryKey);
const landingChunks = closure(landingKey, new Set(entryChunks));
const landingJs = sum(filesOf(landingChunks, 'js'));

const failures = [];
const rows = [
  ['landing page initial JS (entry + landing route)', landingJs, BUDGETS.landingInitialJs],
];

const lazyKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key !== landingKey)
  .sort();
const lazyClosures = new Map(
  lazyKeys.map((key) => [key, [...closure(key)].filter((chunk) => !entryChunks.has(chunk))]),
);
const usedBy = new Map();
for (const [key, chunks] of lazyClosures) {
  for (const chunk of chunks) usedBy.set(chunk, [...(usedBy.get(chunk) ?? []), key]);
}

// A route's own chunks are those no other route loads; shared chunks are budgeted alone.
for (const [key, chunks] of lazyClosures) {
  const own = chunks.filter((chunk) => usedBy.get(chunk).length === 1);
  const loads = sum(filesOf(chunks, 'js'));
  rows.push([
    `route ${key.replace(/^src\/app\//, '')} (loads ${kb(loads)} beyond the entry)`,
    sum(filesOf(own, 'js')),
    BUDGETS.routeJs,
  ]);
}
const sharedChunks = [...usedBy].filter(([, users]) => users.length > 1).map(([chunk]) => chunk);
for (const chunk of sharedChunks.sort()) {
  rows.push([`shared chunk ${manifest[chunk].file}`, sum(filesOf([chunk], 'js')), BUDGETS.routeJs]);
}

const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'));
const allCss = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
rows.push(['all JavaScript', sum([...new Set(allJs)]), BUDGETS.totalJs]);
rows.push(['all CSS', sum(allCss), BUDGETS.totalCss]);

const width = Math.max(...rows.map(([label]) => label.length));
console.info(`Performance budgets (gzip, ${distDir}):`);
for (const [label, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) failures.push(label);
  console.info(
    `  ${ok ? 'ok  ' : 'OVER'} ${label.padEnd(width)}  ${kb(size).padStart(9)} / ${kb(budget)}`,
  );
}

if (failures.length) {
  console.error(`\nOver budget: ${failures.join(', ')}`);
  process.exit(1);
}
console.info('\nAll budgets met.');
