import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * npm run audit:prod: `npm audit --omit=dev` must report no high or critical finding in
 * what the server and the app ship. When the registry's audit endpoint cannot be reached
 * (no network, or a mirror that does not serve it), the check is skipped with a message
 * saying so, rather than failed: it cannot tell either way.
 */

export type AuditVerdict =
  | { kind: 'clean' | 'vulnerable'; counts: Record<string, number>; total: number }
  | { kind: 'unavailable'; reason: string };

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;

/** Reads `npm audit --json` output (npm 7 and later). */
export function auditVerdict(output: string): AuditVerdict {
  let report: unknown;
  try {
    report = JSON.parse(output);
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no JSON report' };
  }
  const record = (report ?? {}) as Record<string, unknown>;
  const metadata = record.metadata as { vulnerabilities?: Record<string, unknown> } | undefined;
  const counted = metadata?.vulnerabilities;
  if (!counted || typeof counted !== 'object') {
    const error = record.error as { summary?: string; code?: string } | undefined;
    const reason =
      (typeof record.message === 'string' && record.message) ||
      error?.summary ||
      error?.code ||
      'the report has no vulnerability counts';
    return { kind: 'unavailable', reason };
  }
  const counts: Record<string, number> = {};
  for (const severity of SEVERITIES) counts[severity] = Number(counted[severity] ?? 0);
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  return {
    kind: serious > 0 ? 'vulnerable' : 'clean',
    counts,
    total: SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0),
  };
}

function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const verdict = auditVerdict(audit.stdout ?? '');
  if (verdict.kind === 'unavailable') {
    console.warn(
      `audit:prod skipped: the registry's audit endpoint could not be reached (${verdict.reason}). ` +
        'Nothing was checked; run it where the registry answers audits.',
    );
    return;
  }
  const summary = Object.entries(verdict.counts)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');
  if (verdict.kind === 'vulnerable') {
    console.error(`audit:prod FAILED: ${summary} (run npm audit --omit=dev for the details)`);
    process.exit(1);
  }
  console.info(
    `audit:prod passed: ${verdict.total} findings in production dependencies (${summary})`,
  );
}

const invoked = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : '';
if (import.meta.url === invoked) main();
