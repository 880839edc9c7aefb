/**
 * Deterministic choice: the same input always picks the same words, so posts can be
 * tested and regenerated, and no clock or Math.random is involved.
 */

/** FNV-1a over UTF-16 code units: small, fast and stable across JavaScript engines. */
export function hashText(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** A seed for one decision: mixing in a label keeps the choices of a post independent. */
export function seedFor(seed: number, label: string): number {
  return hashText(`${seed}:${label}`);
}

/** The items starting at a seeded position, wrapping round: a stable order of preference. */
export function rotate<T>(items: readonly T[], seed: number): T[] {
  if (items.length === 0) return [];
  const start = seed % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}
