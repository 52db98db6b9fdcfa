/**
 * What an unexpected error (a 500) writes to the log: enough to find the bug, never the values a request sent.
 * Drizzle puts every bound parameter into its error message ("Failed query: ... params: ..."), which pino's default
 * serializer wrote out in full with the SQL and both stacks (~2.7 KB a request); PostgreSQL's `detail` quotes row
 * values. Kept: the error's type, message, SQLSTATE code, the SQL text with its `$1` placeholders, the table,
 * column and constraint, the stack frames, and the same for each cause.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggedError;
}

const MAX_CAUSES = 3;
const MAX_FRAMES = 12;
const MAX_QUERY_CHARS = 2000;

/** The `at ...` lines of a stack: its first line repeats the message, which may hold parameter values. */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, MAX_FRAMES)
    .join('\n');

function stringField(error: object, name: string): string | undefined {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error' };
  const isQuery = error instanceof DrizzleQueryError;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: isQuery ? 'Failed query' : error.message,
  };
  const code = stringField(error, 'code');
  if (code) logged.code = code;
  if (isQuery) logged.query = error.query.slice(0, MAX_QUERY_CHARS);
  for (const name of ['table', 'column', 'constraint'] as const) {
    const value = stringField(error, name);
    if (value) logged[name] = value;
  }
  const frames = framesOf(error.stack);
  if (frames) logged.stack = frames;
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
