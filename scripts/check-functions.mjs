#!/usr/bin/env node
/**
 * `npm run check:functions`: how many production functions are longer than 80 and than 150
 * lines, the longest of them by file and line, and a failure when either count is over its
 * limit. Production code is src/, server/src/, core/, contract/ and scripts/, without tests,
 * test helpers, fixtures, the mock backend (never built into the app) or end-to-end flows.
 *
 *   node scripts/check-functions.mjs --max-over-150=0 --max-over-80=24 [--show=20]
 *
 * The limits can also come from FUNCTIONS_MAX_OVER_150 and FUNCTIONS_MAX_OVER_80; an argument
 * wins. Without a limit the counts are printed and nothing fails.
 * A function's length runs from its first line to its last, nested functions included, and
 * each nested function is counted on its own too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'server/src', 'core', 'contract', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const NOT_PRODUCTION = [
  /\.test\.(ts|tsx|mjs)$/,
  /\.d\.(ts|mts)$/,
  /(^|\/)(testing|fixtures|__fixtures__|mocks)\//,
  /(^|\/)test-[^/]*$/,
];
const LONG = 80;
const VERY_LONG = 150;

function option(name, environment) {
  const argument = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = argument ? argument.slice(name.length + 3) : process.env[environment];
  if (value === undefined || value === '') return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0) {
    console.error(`--${name} (or ${environment}) must be a whole number, not "${value}".`);
    process.exit(2);
  }
  return limit;
}

function productionFiles() {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !NOT_PRODUCTION.some((pattern) => pattern.test(file))),
  );
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** The name a reader would look for: its own, or that of what it is assigned or passed to. */
function nameOf(node, sourceFile) {
  if (node.name) return node.name.getText(sourceFile);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      (ts.isVariableDeclaration(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isPropertyDeclaration(parent)) &&
      parent.name
    ) {
      return parent.name.getText(sourceFile);
    }
    if (ts.isExportAssignment(parent)) return 'default export';
    if (isFunction(parent)) return `callback in ${nameOf(parent, sourceFile)}`;
  }
  return '(anonymous)';
}

function functionsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.Unknown;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const first = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const last = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({
        file,
        line: first + 1,
        lines: last - first + 1,
        name: nameOf(node, sourceFile),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const began = performance.now();
const maxOverVeryLong = option(`max-over-${VERY_LONG}`, `FUNCTIONS_MAX_OVER_${VERY_LONG}`);
const maxOverLong = option(`max-over-${LONG}`, `FUNCTIONS_MAX_OVER_${LONG}`);
const show = option('show', 'FUNCTIONS_SHOW') ?? 20;

const files = productionFiles();
const functions = files.flatMap(functionsOf).sort((a, b) => b.lines - a.lines);
const overLong = functions.filter((fn) => fn.lines > LONG);
const overVeryLong = functions.filter((fn) => fn.lines > VERY_LONG);
const seconds = ((performance.now() - began) / 1000).toFixed(1);

console.info(
  `${functions.length} production functions in ${files.length} files (${seconds} s): ` +
    `${overLong.length} over ${LONG} lines, ${overVeryLong.length} over ${VERY_LONG}.`,
);
if (overLong.length > 0) {
  console.info(`The longest${overLong.length > show ? ` ${show}` : ''}:`);
  for (const fn of overLong.slice(0, show)) {
    console.info(`  ${String(fn.lines).padStart(4)}  ${fn.file}:${fn.line}  ${fn.name}`);
  }
}

const failures = [
  [overVeryLong.length, maxOverVeryLong, VERY_LONG],
  [overLong.length, maxOverLong, LONG],
].filter(([count, limit]) => limit !== undefined && count > limit);
for (const [count, limit, lines] of failures) {
  console.error(`${count} functions are over ${lines} lines; the limit is ${limit}.`);
}
if (failures.length > 0) process.exit(1);
