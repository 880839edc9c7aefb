#!/usr/bin/env node
/**
 * `npm run check:circles`: no module in src/, server/src/, core/ or contract/ reaches itself
 * again through its imports. Every import counts, type-only and lazy ones too: a circle of
 * types still ties two modules into one. Imports are resolved by TypeScript itself, with the
 * tsconfig that compiles the file, so path aliases resolve as the compiler sees them.
 * Exits 1 and prints each circle when there is one (ADR 0031).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each folder checked, with the tsconfig whose paths its imports use. */
const AREAS = [
  { folder: 'src', tsconfig: 'tsconfig.json' },
  { folder: 'core', tsconfig: 'tsconfig.json' },
  { folder: 'contract', tsconfig: 'tsconfig.json' },
  { folder: 'server/src', tsconfig: 'server/tsconfig.json' },
];

const SOURCE = /\.(ts|tsx|mts)$/;

function compilerOptionsOf(tsconfig) {
  const file = path.join(root, tsconfig);
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file)).options;
}

function sourceFilesUnder(folder) {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The project files a module imports, re-exports or loads lazily. */
function importsOf(file, options, host) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = [];
  for (const { fileName } of importedFiles) {
    const { resolvedModule } = ts.resolveModuleName(fileName, file, options, host);
    const target = resolvedModule?.resolvedFileName;
    if (target && !resolvedModule.isExternalLibraryImport && !target.endsWith('.d.ts')) {
      targets.push(path.resolve(target));
    }
  }
  return targets;
}

/** The strongly connected components with more than one module (Tarjan's algorithm). */
function circlesOf(graph) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let counter = 0;

  function visit(start) {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        lowLink.set(parent.node, Math.min(lowLink.get(parent.node), lowLink.get(frame.node)));
      }
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) circles.push(component.sort());
      }
    }
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

const began = performance.now();
const graph = new Map();
for (const { folder, tsconfig } of AREAS) {
  const options = compilerOptionsOf(tsconfig);
  const host = ts.createCompilerHost(options);
  for (const file of sourceFilesUnder(folder)) {
    graph.set(path.resolve(file), importsOf(file, options, host));
  }
}
const circles = circlesOf(graph);
const seconds = ((performance.now() - began) / 1000).toFixed(1);
const relative = (file) => path.relative(root, file);

if (circles.length > 0) {
  console.error(`${circles.length} import circle(s) among ${graph.size} modules:`);
  for (const circle of circles) console.error(`  ${circle.map(relative).join('  <->  ')}`);
  process.exit(1);
}
console.info(`No import circle among ${graph.size} modules (${seconds} s).`);
