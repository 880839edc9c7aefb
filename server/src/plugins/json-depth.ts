/** Objects and arrays inside one another in a JSON body; real requests use fewer than ten. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` nests objects or arrays deeper than `max`, found in one pass over the
 * characters before anything is parsed (brackets inside strings do not count).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}
