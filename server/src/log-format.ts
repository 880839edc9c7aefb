import { isColorSupported, prettyFactory } from 'pino-pretty';

/** `json`: one JSON object a line, for machines. `pretty`: short lines for a person. */
export type LogFormat = 'json' | 'pretty';

/** Where log lines go: process.stdout in main.ts, a capturing stream in tests. */
export interface LogOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * Pretty for a person at a terminal, JSON everywhere else (CI, tests, a file, a log
 * collector read the lines as JSON); LOG_FORMAT forces either.
 */
export function chooseLogFormat(
  requested: LogFormat | undefined,
  isTTY: boolean | undefined,
): LogFormat {
  return requested ?? (isTTY === true ? 'pretty' : 'json');
}

const REQUEST_MESSAGES = new Set(['incoming request', 'request completed']);

const fields = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

/**
 * The text of one pretty line. A request's lines say what it was ("GET /api/healthz",
 * then "200 in 4 ms") with the start of its id, which pairs them; the objects they
 * came from are not repeated.
 */
export function describeRecord(log: Record<string, unknown>, messageKey = 'msg'): string {
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  // Fastify's serialised request and reply (server/src/log-redaction.ts shapes the request).
  const request = typeof fields(log.req)?.method === 'string' ? fields(log.req) : undefined;
  const reply = typeof fields(log.res)?.statusCode === 'number' ? fields(log.res) : undefined;
  const parts: string[] = [];
  if (typeof log.reqId === 'string') parts.push(`[${log.reqId.slice(0, 8)}]`);
  if (request) parts.push(`${String(request.method)} ${String(request.url)}`);
  if (reply) {
    const status = String(reply.statusCode);
    parts.push(
      typeof log.responseTime === 'number'
        ? `${status} in ${Math.round(log.responseTime)} ms`
        : status,
    );
  }
  const said = parts.join(' ');
  if (REQUEST_MESSAGES.has(message) && (request || reply)) return said;
  if (!request && !reply) return said ? `${said} ${message}` : message;
  return `${said}: ${message}`;
}

/** Present only in records meant to be read as one bare line (the mailer's links). */
const PLAIN_LINE_MARK = '"plainLine":true';

/** The message alone, for a record marked `plainLine: true` at its top level. */
function plainLineOf(line: string): string | undefined {
  // pino writes the mark only for a top-level field; a string holding it is escaped.
  if (!line.includes(PLAIN_LINE_MARK)) return undefined;
  try {
    const record = fields(JSON.parse(line));
    if (record?.plainLine === true && typeof record.msg === 'string') return `${record.msg}\n`;
  } catch {
    // Not JSON: the pretty-printer passes it through as it is.
  }
  return undefined;
}

/**
 * Turns pino's JSON lines into one short line each, synchronously (the lines keep their
 * order with console output, as server/src/main.ts needs). pino redacts before it
 * writes, so nothing redacted in JSON shows here either.
 */
export function prettyLogStream(output: LogOutput): { write(line: string): void } {
  const prettify = prettyFactory({
    colorize: output.isTTY === true && isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,reqId,req,res,responseTime,plainLine',
    messageFormat: describeRecord,
  });
  return {
    write(line) {
      output.write(plainLineOf(line) ?? prettify(line));
    },
  };
}

/** The logger's stream: `output` itself for JSON, through the pretty-printer otherwise. */
export function logStream(requested: LogFormat | undefined, output: LogOutput): LogOutput {
  return chooseLogFormat(requested, output.isTTY) === 'pretty' ? prettyLogStream(output) : output;
}
