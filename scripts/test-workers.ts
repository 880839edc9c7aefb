import { availableParallelism } from 'node:os';

/**
 * How many test files Vitest runs at once. Its default for a run is one per core minus one,
 * which is a single worker on a 2-core CI machine: files then run one after another while
 * each spends much of its time waiting on a database, a socket or the DOM, and a core sits
 * idle (ADR 0041).
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
