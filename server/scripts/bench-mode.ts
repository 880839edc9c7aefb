/**
 * BENCH_SMOKE=1 runs a benchmark in its smoke mode: a few iterations, every figure
 * printed, no goal judged. CI runs each benchmark this way (npm run bench:smoke) so a
 * benchmark that no longer runs fails the build; figures from so few iterations on a
 * shared machine say nothing, so they are labelled as such and never compared.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The smoke-mode value of a setting when BENCH_SMOKE=1, else the full one. */
export const smokeOr = <T>(smoke: T, full: T): T => (SMOKE ? smoke : full);

/** Says, before any figure, that these figures come from a smoke run. */
export function announceMode(name: string) {
  if (SMOKE) {
    console.info(
      `${name}: smoke mode (BENCH_SMOKE=1): a few iterations to show it runs; the figures are not measurements`,
    );
  }
}

/** A goal's verdict, or a note that a smoke run judges none. */
export const verdict = (met: boolean) =>
  SMOKE ? 'not judged in smoke mode' : met ? 'met' : 'MISSED';
