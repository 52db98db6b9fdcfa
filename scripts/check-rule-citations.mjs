// Every citation of the rules points at a section of docs/rules.md, in the one format `rules §N` (run by
// `npm run lint`). Fails with file:line for a section that does not exist, for a citation written any other way
// (the old `rules.md`, `spec`, `specification` forms, `Rules`, `§8/§9` lists), for a `docs/rules.md#rules-…` link
// to a missing anchor, and for a section of docs/rules.md whose heading and anchor disagree.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const RULES_FILE = 'docs/rules.md';

const ID = String.raw`\d+[a-z]?(?:\.\d+)?`;
/** `rules §6`, `rules §10a`, `rules §6.1`, and lists `rules §4, §8, §9`. */
const CITATION = new RegExp(String.raw`\brules §(${ID})((?:, §${ID})*)`, 'g');
/** What may not follow a citation: another section joined some other way than ", ". */
const BAD_LIST = /^\s*(?:[-–/&]|and\b)\s*§/;
/** Every other way of citing the rules: rules.md, spec, specification, Rules, `rules (§…`, `rules§`. */
const OLD_FORM = /\b(?:rules\.md|specification|spec|rules)\b\s*\(?\s*§/gi;
const LINK = /\brules\.md#(rules-\d[\w-]*)/g;
const SECTION_SIGN = new RegExp(String.raw`§(${ID})`, 'g');

/** Files the scan leaves alone: this checker and its test quote the forms they refuse. */
const SKIP = new Set(['scripts/check-rule-citations.mjs', 'scripts/check-rule-citations.test.mjs']);
const TEXT = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|md|json|sql|ya?ml|html|css|txt)$/;
const SKIP_PATTERN = /(?:^|\/)package-lock\.json$/;

/** `6` → `rules-6`, `10a` → `rules-10a`, `6.1` → `rules-6-1`. */
export const anchorOf = (id) => `rules-${id.replace('.', '-')}`;

/** The anchors docs/rules.md defines, and the problems of the document itself (headings without anchors). */
export function readSections(text, file = RULES_FILE) {
  const anchors = new Set();
  const problems = [];
  const lines = text.split('\n');
  let lastAnchor = null;
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const match of line.matchAll(/<a id="(rules-[\w-]+)"><\/a>/g)) {
      if (anchors.has(match[1])) problems.push(`${where}: anchor "${match[1]}" is defined twice`);
      anchors.add(match[1]);
      lastAnchor = match[1];
    }
    const heading = /^#{2,4} (\d+[a-z]?(?:\.\d+)?)\.? /.exec(line);
    if (heading) {
      const expected = anchorOf(heading[1]);
      if (lastAnchor !== expected)
        problems.push(`${where}: section ${heading[1]} needs <a id="${expected}"></a> above it`);
    }
    if (line.trim() !== '' && !line.startsWith('<a id=')) lastAnchor = null;
  });
  return { anchors, problems };
}

/** Problems of one file's text, as `file:line: message`. `isRules` also checks the document's bare `§N`. */
export function checkText(file, text, anchors, isRules = file === RULES_FILE) {
  const problems = [];
  const exists = (id) => anchors.has(anchorOf(id));
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const cited = new Set();
    for (const match of line.matchAll(CITATION)) {
      const ids = [match[1], ...[...match[2].matchAll(SECTION_SIGN)].map((m) => m[1])];
      for (const id of ids) {
        cited.add(id);
        if (!exists(id)) problems.push(`${where}: "rules §${id}" cites a section that ${RULES_FILE} does not have`);
      }
      const after = line.slice(match.index + match[0].length);
      if (BAD_LIST.test(after)) problems.push(`${where}: write several sections as "rules §A, §B"`);
    }
    for (const match of line.matchAll(OLD_FORM)) {
      if (/^rules §/.test(line.slice(match.index))) continue;
      problems.push(`${where}: "${match[0].trim()}…" is not the citation format; write "rules §N" (${RULES_FILE})`);
    }
    for (const match of line.matchAll(LINK)) {
      if (!anchors.has(match[1])) problems.push(`${where}: link to #${match[1]}, which ${RULES_FILE} does not have`);
    }
    if (isRules) {
      for (const match of line.matchAll(SECTION_SIGN)) {
        if (!cited.has(match[1]) && !exists(match[1])) problems.push(`${where}: §${match[1]} is not a section`);
      }
    }
  });
  return problems;
}

/** Tracked and new (not ignored) text files of the repository at `root`. */
export function listFiles(root) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => TEXT.test(file) && !SKIP.has(file) && !SKIP_PATTERN.test(file));
}

export function checkRepository(root = process.cwd()) {
  const rulesPath = `${root}/${RULES_FILE}`;
  if (!existsSync(rulesPath)) return [`${RULES_FILE} is missing: every rules citation needs it`];
  const rules = readSections(readFileSync(rulesPath, 'utf8'));
  const problems = [...rules.problems];
  for (const file of listFiles(root)) {
    const path = `${root}/${file}`;
    if (!existsSync(path)) continue; // deleted, not yet committed
    const text = readFileSync(path, 'utf8');
    if (!text.includes('§') && !text.includes('rules.md#')) continue;
    problems.push(...checkText(file, text, rules.anchors));
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = checkRepository();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} rule citation problem(s). Sections are in ${RULES_FILE}.`);
    process.exit(1);
  }
  console.log(`Rule citations: every one points at a section of ${RULES_FILE}.`);
}
