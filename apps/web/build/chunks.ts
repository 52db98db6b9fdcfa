/**
 * How the lazily loaded code is split. By default every module shared by two pages becomes its own chunk, so a
 * public page fetched some 35 files after the shell (most under 1 KB, each a request with its headers and, over
 * HTTP/1.1's six connections, waiting for a free one). Here everything the public pages share goes into one
 * chunk, `public`, loaded beside the page's own chunk; the shell (what main.tsx imports statically) is left alone,
 * and so is code only the admin and form pages use.
 */
import { join } from 'node:path';

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

/** Route pages a visitor reaches without logging in: their shared code is what a first visit downloads. */
const PUBLIC_PAGES = [
  'features/home/HomePage',
  'features/info/InfoPage',
  'features/standings/StandingsPage',
  'features/hall-of-fame/HallOfFamePage',
  'features/groups/GroupsPage',
  'features/rules/RulesPage',
  'features/help/HelpPage',
  'features/stats/StatsPage',
  'features/races/UpcomingRacesPage',
  'features/races/PastRacesPage',
  'features/races/RaceDetailPage',
  'features/user/ProfilePage',
  'features/pickems/PickemsLayout',
  'features/pickems/LeaderboardPage',
  'features/pickems/PickemsStatsPage',
];

/** Every module `from` reaches through static imports (itself included). */
function staticClosure(ctx: ChunkingContext, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The `name` function of the `public` group (rolldown `output.codeSplitting.groups`): modules that two or more
 * public pages import, outside the shell. Code of a single page stays in that page's chunk.
 */
export function publicChunk(webRoot: string): (id: string, ctx: ChunkingContext) => string | null {
  const main = join(webRoot, 'src/main.tsx');
  const routes = join(webRoot, 'src/routes.tsx');
  let shared: Set<string> | undefined;
  const sharedModules = (ctx: ChunkingContext): Set<string> => {
    const shell = staticClosure(ctx, [main]);
    const pages = (ctx.getModuleInfo(routes)?.dynamicallyImportedIds ?? []).filter((page) =>
      PUBLIC_PAGES.some((name) => page.startsWith(join(webRoot, 'src', name))),
    );
    const users = new Map<string, number>();
    for (const page of pages) {
      for (const module of staticClosure(ctx, [page])) users.set(module, (users.get(module) ?? 0) + 1);
    }
    return new Set(
      [...users].filter(([module, count]) => count >= 2 && !shell.has(module) && !pages.includes(module)).map(([m]) => m),
    );
  };
  return (id, ctx) => {
    shared ??= sharedModules(ctx);
    return shared.has(id) ? 'public' : null;
  };
}
