import { BYTES_PER_KB, BYTES_PER_MB, SIZE_UNITS } from '@contract/constants';

const [BYTES, KILOBYTES, MEGABYTES] = SIZE_UNITS;

/** One decimal at most, rounded down so a size never reads as the next unit's threshold. */
function oneDecimal(value: number): string {
  const floored = Math.floor(value * 10) / 10;
  return Number.isInteger(floored) ? String(floored) : floored.toFixed(1);
}

/**
 * product.md §9 size display in B, KB or MB, with 1 KB = 1024 B and 1 MB = 1048576 B.
 * 1023 → "1023 B", 1024 → "1 KB", 1536 → "1.5 KB", 1048575 → "1023.9 KB", 1048576 → "1 MB".
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  const whole = Math.floor(bytes);
  if (whole < BYTES_PER_KB) return `${whole} ${BYTES}`;
  if (whole < BYTES_PER_MB) return `${oneDecimal(whole / BYTES_PER_KB)} ${KILOBYTES}`;
  return `${oneDecimal(whole / BYTES_PER_MB)} ${MEGABYTES}`;
}
