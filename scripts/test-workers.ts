import { availableParallelism } from 'node:os';

/**
 * How many test files Vitest runs at once. Its default for a run is one per core minus one,
 * which is a single worker on a 2-core CI machine: files then run one after another while
 * each spends much of its time waiting on a database, a socket or the DOM, and a core sits
 * idle (ADR 0041).
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * The app's test files that replace a module (`vi.mock`) or a global (`vi.stubGlobal`). The
 * other files of a worker share loaded modules (`isolate: false`), where a replacement would
 * take effect or not depending on which file ran first; these run with modules of their own.
 * `scripts/module-replacing-tests.test.ts` fails when a file that replaces one is missing.
 */
export const MODULE_REPLACING_TESTS = [
  'src/features/auth/components/facebook-login-button.test.tsx',
  'src/features/auth/components/google-sign-in.test.tsx',
  'src/lib/date-format.test.ts',
] as const;
