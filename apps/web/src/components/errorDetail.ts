/** The detail worth showing under a page's own error sentence: the server's words, when they add something. */
export function errorDetail(title: string, error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const detail = error.message.trim();
  return detail === '' || detail === title ? undefined : detail;
}
