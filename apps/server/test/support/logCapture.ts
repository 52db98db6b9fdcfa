/** A log stream that keeps every line the server writes, for tests that read its logs. */
import { Writable } from 'node:stream';

export interface LogCapture {
  stream: Writable;
  /** Everything logged so far. */
  text(): string;
  /** The parsed lines logged so far. */
  lines(): Record<string, unknown>[];
}

export function captureLog(): LogCapture {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
