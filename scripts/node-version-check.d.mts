/** Types for scripts/node-version-check.mjs (plain JavaScript, so that old Nodes run it). */
export function minimumNodeVersion(range: unknown): [number, number, number] | null;
export function parseVersion(version: string): [number, number, number];
export function nodeVersionProblem(
  current: string,
  engines: unknown,
  recommended?: string,
): string | null;
export function exitUnlessSupportedNode(): void;
