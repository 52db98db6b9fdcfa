/** What a failed statement means, read from the database's error code (through Drizzle's wrapping). */

/** The constraint a unique violation (pg code 23505) broke ('' when unnamed), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null);) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}

/** The first error code found along the error's `cause` chain (a SQLSTATE such as '23503' for a database error). */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause ? errorCode(cause) : undefined;
}
