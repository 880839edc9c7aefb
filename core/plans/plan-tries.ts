/**
 * Tries per slot before the plan settles for the brief and its own lines, unwritten. A
 * module of its own: the app counts a plan's model calls with it (plan-model-calls.ts)
 * without loading the plan writer and its trade tables.
 */
export const MAX_VARIATIONS = 6;
