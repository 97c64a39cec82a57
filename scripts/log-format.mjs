// How `npm start` and `npm run dev` show the servers' logs: as they are (pino's JSON lines, one per
// event) when the output goes to a file, a pipe or a log collector, or when NODE_ENV=production; in a
// terminal, one readable line per event instead, in the manner of pino-pretty (not a dependency:
// this is all of it we need):
//
//   19:52:01.123 INFO  platform  request completed  res.statusCode=200 responseTime=3.2
//
// Lines that are not JSON (react-router-serve's request lines) pass through with the service's name.

const LEVEL_NAMES = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_COLOURS = {
  TRACE: 90,
  DEBUG: 90,
  INFO: 32,
  WARN: 33,
  ERROR: 31,
  FATAL: 35,
};
// What every pino line carries and a reader does not need again.
const OMITTED = new Set(['level', 'time', 'msg', 'event', 'pid', 'hostname', 'v']);

/** 'pretty' in a terminal, 'json' when piped or in production. */
export function logFormat({ isTTY, env }) {
  return isTTY && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

function levelName(level) {
  if (typeof level === 'number') return LEVEL_NAMES[level] ?? String(level);
  return typeof level === 'string' ? level.toUpperCase() : 'INFO';
}

/** `a.b=1 c="two words"` from nested fields; an error's stack goes on the lines below. */
function fields(record, prefix = '', out = [], stacks = []) {
  for (const [key, value] of Object.entries(record)) {
    if (prefix === '' && OMITTED.has(key)) continue;
    const name = prefix + key;
    if (value === undefined) continue;
    if (key === 'stack' && typeof value === 'string') {
      stacks.push(value);
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      fields(value, `${name}.`, out, stacks);
    } else if (typeof value === 'string') {
      out.push(`${name}=${/[\s"=]/.test(value) || value === '' ? JSON.stringify(value) : value}`);
    } else if (typeof value === 'number' && !Number.isInteger(value)) {
      // Durations in ms with a dozen decimals (responseTime): a tenth is what a reader needs.
      out.push(`${name}=${Math.round(value * 10) / 10}`);
    } else {
      out.push(`${name}=${JSON.stringify(value)}`);
    }
  }
  return { out, stacks };
}

function clock(time) {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return date.toISOString().slice(11, 23);
}

/**
 * One readable line (plus an error's stack) for a log line of `service`; a line that is not a
 * JSON object keeps its text.
 */
export function prettyLogLine(line, { service, colour = false }) {
  const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    record = null;
  }
  if (record === null || typeof record !== 'object' || Array.isArray(record)) {
    return `${paint(90, clock())} ${' '.repeat(5)} ${paint(36, service.padEnd(8))}  ${line}`;
  }
  const level = levelName(record.level);
  const message = record.msg ?? record.event ?? '';
  const { out, stacks } = fields(record);
  const head = [
    paint(90, clock(record.time)),
    paint(LEVEL_COLOURS[level] ?? 0, level.padEnd(5)),
    paint(36, service.padEnd(8)),
    '',
    message,
  ].join(' ');
  const tail = out.length > 0 ? `  ${paint(90, out.join(' '))}` : '';
  const below = stacks.map((stack) => `\n    ${stack.split('\n').join('\n    ')}`).join('');
  return head + tail + below;
}
