import { beforeEach, vi } from 'vitest';

// The same rule as tests/setup.ts for the tests that run on plain Node: an unexpected
// console.error is a failing test, not noise to scroll past.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
