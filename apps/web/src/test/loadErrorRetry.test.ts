/**
 * A lint in test form (issue 15, rules §21): every view that shows a query's load error offers Retry. A component
 * that reads `x.isError` or `x.error` of a query hook's result `x` must also call `x.refetch` (in practice the
 * `onRetry` of ServerErrorAlert). Mutations are not loads: their hooks are told apart by their module's body.
 */
import { describe, expect, it } from 'vitest';

const apiModules = import.meta.glob<string>('../api/*.ts', { query: '?raw', import: 'default', eager: true });
const views = import.meta.glob<string>(['../features/**/*.tsx', '../components/**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Views whose load error has no Retry yet, each named with why: empty now, and it may only shrink. A file here is a
 * known gap, not an exception to the rule.
 */
const KNOWN_GAPS: Record<string, string> = {};

/** The exported hooks of src/api whose body runs a query (useQuery, useSuspenseQuery, useInfiniteQuery). */
function queryHooks(): Set<string> {
  const hooks = new Set<string>();
  for (const source of Object.values(apiModules)) {
    const parts = source.split(/^export function /m).slice(1);
    for (const part of parts) {
      const name = /^(use\w+)\s*\(/.exec(part)?.[1];
      if (name && /\buse(Suspense|Infinite)?Query\s*[<(]/.test(part)) hooks.add(name);
    }
  }
  return hooks;
}

/** For one view: the query results whose error it reads but never refetches. */
function missingRetries(source: string, hooks: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  for (const match of source.matchAll(/const (\w+) = (use\w+)\(/g)) {
    const [, variable, hook] = match;
    if (!variable || !hook || !hooks.has(hook)) continue;
    const readsError = new RegExp(`\\b${variable}\\.(isError|error)\\b`).test(source);
    const refetches = new RegExp(`\\b${variable}\\.refetch\\b`).test(source);
    if (readsError && !refetches) missing.push(`${variable} = ${hook}()`);
  }
  for (const match of source.matchAll(/const \{([^}]*)\} = (use\w+)\(/g)) {
    const [, fields = '', hook] = match;
    if (!hook || !hooks.has(hook)) continue;
    if (/\b(isError|error)\b/.test(fields) && !/\brefetch\b/.test(fields))
      missing.push(`{ ${fields.trim()} } = ${hook}()`);
  }
  return missing;
}

describe('every load error offers Retry', () => {
  const hooks = queryHooks();

  it('finds the query hooks and tells them from mutations', () => {
    expect(hooks.size).toBeGreaterThan(20);
    expect(hooks).toContain('useStandings');
    expect(hooks).toContain('useRace');
    expect(hooks).not.toContain('useCancelRace');
    expect(hooks).not.toContain('useSubmitRace');
  });

  it('catches a view that shows a load error without Retry, and passes one that has it', () => {
    const without = `const races = useUpcomingRaces();\nreturn races.isError ? <ServerErrorAlert title="x" /> : null;`;
    expect(missingRetries(without, hooks)).toEqual(['races = useUpcomingRaces()']);
    const withRetry = without.replace('/>', 'onRetry={() => void races.refetch()} />');
    expect(missingRetries(withRetry, hooks)).toEqual([]);
    const mutation = `const cancel = useCancelRace();\nreturn cancel.isError ? <ServerErrorAlert title="x" /> : null;`;
    expect(missingRetries(mutation, hooks)).toEqual([]);
    expect(missingRetries('const { data, error } = useRunners();', hooks)).toEqual(['{ data, error } = useRunners()']);
    expect(missingRetries('const { data, error, refetch } = useRunners();', hooks)).toEqual([]);
  });

  it('holds for every view of features/ and components/', () => {
    const offenders = Object.entries(views)
      .filter(([path]) => !(path in KNOWN_GAPS))
      .flatMap(([path, source]) => missingRetries(source, hooks).map((query) => `${path}: ${query}`));
    expect(offenders).toEqual([]);
  });

  it('lists no gap that is already closed', () => {
    const closed = Object.keys(KNOWN_GAPS).filter((path) => {
      const source = views[path];
      return source === undefined || missingRetries(source, hooks).length === 0;
    });
    expect(closed).toEqual([]);
  });
});
