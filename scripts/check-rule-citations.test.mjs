// Self-test of check-rule-citations.mjs on a tiny fixture (run by `npm run lint`: node --test).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkText, readSections } from './check-rule-citations.mjs';

const RULES = ['# Rules', '', '<a id="rules-6"></a>', '', '## 6. Races', '', '<a id="rules-10a"></a>', '## 10a. Stats'];
const { anchors, problems: documentProblems } = readSections(RULES.join('\n'));

const check = (line) => checkText('src/x.ts', line, anchors, false);

test('reads the anchors of the rules document', () => {
  assert.deepEqual([...anchors], ['rules-6', 'rules-10a']);
  assert.deepEqual(documentProblems, []);
});

test('a heading without its anchor is a problem of the document', () => {
  const { problems } = readSections(['<a id="rules-6"></a>', '## 6. Races', '', '## 7. Points'].join('\n'));
  assert.deepEqual(problems, ['docs/rules.md:4: section 7 needs <a id="rules-7"></a> above it']);
});

test('accepts citations of sections that exist, alone and in lists', () => {
  assert.deepEqual(check('/** Races (rules §6), stats (rules §10a, §6). */'), []);
  assert.deepEqual(check('// rules §6: racer 1 is the caller; see docs/rules.md#rules-10a'), []);
  assert.deepEqual(check('// the performance notes (see §4) are not rules'), []);
});

test('refuses a section that does not exist, with file and line', () => {
  assert.deepEqual(checkText('a.ts', 'x\n// rules §6, §99', anchors, false), [
    'a.ts:2: "rules §99" cites a section that docs/rules.md does not have',
  ]);
  assert.equal(check('see docs/rules.md#rules-7').length, 1);
});

test('refuses every other way of citing', () => {
  for (const line of ['(rules.md §6)', 'spec §5', 'Spec §5', 'specification §3', 'Rules §6', 'the rules (§6)']) {
    assert.equal(check(line).length, 1, line);
  }
  assert.match(check('rules §6/§10a')[0] ?? '', /write several sections as/);
  assert.match(check('rules §6 and §10a')[0] ?? '', /write several sections as/);
});

test('in the rules document, a bare § must name a section too', () => {
  assert.deepEqual(checkText('docs/rules.md', 'see §6 and §10a', anchors, true), []);
  assert.equal(checkText('docs/rules.md', 'see §7', anchors, true).length, 1);
});
