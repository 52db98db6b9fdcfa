/**
 * The one way the server reads an answer from outside (rules §26; racetime.gg and Discord both use it): streamed,
 * and given up the moment it passes its cap, so a 400 MB answer costs at most the cap in memory, never the whole
 * body. A declared Content-Length over the cap is refused before any byte is read.
 */

/** The body as text, or null when it weighs more than `maxBytes` (the rest is never read). */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (response.headers.has('content-length') && Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
