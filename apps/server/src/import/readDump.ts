/**
 * Reads a dump of the earlier site's database (rules §40): a `mongodump` folder (`<collection>.bson`, concatenated
 * BSON documents) or `mongoexport` files (`<collection>.json`: one document per line or one array, Extended JSON
 * relaxed, canonical or legacy), with the official `bson` package. The `sessions` collection is never opened: it
 * holds personal data the import must not read.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BSON, EJSON } from 'bson';

export type RawDocument = Record<string, unknown>;

/** A dump that cannot be read at all: nothing is imported, and the message names the file and the document. */
export class DumpError extends Error {}

export interface Dump {
  /** Documents per collection, in file order. */
  collections: Map<string, RawDocument[]>;
  /** The files read, for the report. */
  files: string[];
}

/** Never read (rules §40): the earlier site's login sessions. */
const NEVER_READ = new Set(['sessions']);
const DOCUMENT_FILE = /^(.+?)\.(bson|json|jsonl|ndjson)$/;

/** The id a document is named by in a message: its `_id` as hex, or its place in the file. */
export function documentName(doc: RawDocument | undefined, index: number): string {
  const id = doc?._id;
  if (id instanceof BSON.ObjectId) return id.toHexString();
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  return `document #${String(index + 1)}`;
}

/** Concatenated BSON documents; a truncated or broken one is named by the document before it. */
export function readBson(bytes: Uint8Array, file: string): RawDocument[] {
  const docs: RawDocument[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const after = docs.length > 0 ? ` (after ${documentName(docs.at(-1), docs.length - 1)})` : '';
    if (bytes.length - offset < 5)
      throw new DumpError(
        `${file}: truncated at byte ${String(offset)}, document #${String(docs.length + 1)}${after}.`,
      );
    const size =
      (bytes[offset] ?? 0) |
      ((bytes[offset + 1] ?? 0) << 8) |
      ((bytes[offset + 2] ?? 0) << 16) |
      ((bytes[offset + 3] ?? 0) << 24);
    if (size < 5 || offset + size > bytes.length)
      throw new DumpError(
        `${file}: document #${String(docs.length + 1)}${after} is truncated (${String(size)} bytes announced, ${String(bytes.length - offset)} left).`,
      );
    try {
      docs.push(BSON.deserialize(bytes.subarray(offset, offset + size)));
    } catch (error) {
      throw new DumpError(
        `${file}: document #${String(docs.length + 1)}${after} is not valid BSON (${(error as Error).message}).`,
      );
    }
    offset += size;
  }
  return docs;
}

/** mongoexport's output: one JSON array, or one document per line, in any form of Extended JSON. */
export function readExtendedJson(text: string, file: string): RawDocument[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = EJSON.parse(trimmed, { relaxed: true });
    } catch (error) {
      throw new DumpError(`${file}: not a JSON array of documents (${(error as Error).message}).`);
    }
    if (!Array.isArray(parsed)) throw new DumpError(`${file}: not a JSON array of documents.`);
    return parsed.map((doc, index) => asDocument(doc, file, index));
  }
  const docs: RawDocument[] = [];
  trimmed.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = EJSON.parse(line, { relaxed: true });
    } catch (error) {
      throw new DumpError(`${file}: line ${String(index + 1)} is not a JSON document (${(error as Error).message}).`);
    }
    docs.push(asDocument(parsed, file, index));
  });
  return docs;
}

function asDocument(value: unknown, file: string, index: number): RawDocument {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new DumpError(`${file}: document #${String(index + 1)} is not an object.`);
  return value as RawDocument;
}

/** A mongodump folder may hold the database's folder (`redtournament/`) instead of its files. */
function documentFolder(folder: string): string {
  const names = readdirSync(folder);
  if (names.some((name) => DOCUMENT_FILE.test(name) && !name.endsWith('.metadata.json'))) return folder;
  const folders = names.filter((name) => statSync(join(folder, name)).isDirectory());
  if (folders.length === 1 && folders[0] !== undefined) return documentFolder(join(folder, folders[0]));
  throw new DumpError(`${folder}: no .bson or .json collection files found.`);
}

/** Every collection of the dump in `folder` but `sessions`. */
export function readDump(folder: string): Dump {
  let dir: string;
  try {
    dir = documentFolder(folder);
  } catch (error) {
    if (error instanceof DumpError) throw error;
    throw new DumpError(`${folder}: cannot be read (${(error as Error).message}).`);
  }
  const collections = new Map<string, RawDocument[]>();
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const match = DOCUMENT_FILE.exec(name);
    if (!match || name.endsWith('.metadata.json')) continue;
    const collection = match[1] ?? '';
    if (NEVER_READ.has(collection)) continue;
    const path = join(dir, name);
    const docs =
      match[2] === 'bson'
        ? readBson(readFileSync(path), basename(path))
        : readExtendedJson(readFileSync(path, 'utf8'), basename(path));
    if (collections.has(collection)) throw new DumpError(`${name}: the collection ${collection} is in two files.`);
    collections.set(collection, docs);
    files.push(name);
  }
  return { collections, files };
}
