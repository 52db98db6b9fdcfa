/**
 * What is in a built chunk: bytes per source module, attributed from its sourcemap (every generated
 * character goes to the source of the nearest mapping before it). Run after `vite build --sourcemap`:
 *   node --import tsx bench/bundle-modules.ts <dist> [chunk substring] [--group]
 * With --group, modules are summed per package (node_modules/<pkg>) or per app folder.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map(Array.from(B64, (c, i) => [c, i]));

/** Decodes one VLQ-encoded segment into its fields. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64_INDEX.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** The generated code of each source, concatenated (its gzip size approximates the source's share). */
export function codePerSource(code: string, map: SourceMap): Map<string, string> {
  const lines = code.split('\n');
  const totals = new Map<string, string>();
  const mappingLines = map.mappings.split(';');
  let source = 0;
  let current: string | undefined;
  for (const [lineIndex, line] of lines.entries()) {
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previousColumn = 0;
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      if (current !== undefined) totals.set(current, (totals.get(current) ?? '') + line.slice(previousColumn, column));
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        current = map.sources[source];
      }
      previousColumn = column;
    }
    const key = current ?? '(unmapped)';
    totals.set(key, (totals.get(key) ?? '') + line.slice(previousColumn) + '\n');
  }
  return totals;
}

function groupOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? source);
  }
  const parts = source.replace(/^(\.\.\/)+/, '').split('/');
  return parts.slice(0, Math.min(parts.length - 1, 4)).join('/') || source;
}

const [dist = 'apps/web/dist', filter = 'index-', ...flags] = process.argv.slice(2);
const group = flags.includes('--group');
const assets = join(dist, 'assets');
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js') && f.includes(filter))) {
  const code = readFileSync(join(assets, file), 'utf8');
  const map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as SourceMap;
  const rows = new Map<string, string>();
  for (const [source, text] of codePerSource(code, map)) {
    const key = group ? groupOf(source) : source;
    rows.set(key, (rows.get(key) ?? '') + text);
  }
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.log(`\n${file}: ${kb(code.length)} KB, ${kb(gzipSync(code).length)} KB gzip (per source: raw, gzip alone)`);
  for (const [key, text] of [...rows].sort((a, b) => b[1].length - a[1].length).slice(0, 60)) {
    console.log(`${kb(text.length)} ${kb(gzipSync(text).length)}  ${key.replace(/^(\.\.\/)+(work\/main\/)?/, '')}`);
  }
}
