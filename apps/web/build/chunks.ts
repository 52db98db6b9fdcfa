/**
 * How the code is split into files. By default every module shared by two pages becomes its own chunk, so a
 * public page fetched some 35 files after the shell (most under 1 KB, each a request with its headers and, over
 * HTTP/1.1's six connections, waiting for a free one). With these groups a public page loads the shell, two shared
 * chunks (`mantine`, `public`) and its own chunk.
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

/** Every module `from` reaches through static imports (itself included), following only modules `follow` allows. */
function staticClosure(ctx: ChunkingContext, from: readonly string[], follow: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || !follow(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Mantine components only the admin and form pages (logged in) use, with their own libraries: kept out of the
 * chunk every public page loads. The public pages' inputs (TextInput, NativeSelect, Switch, Checkbox) stay in.
 */
const FORM_COMPONENTS = new Set([
  'Select',
  'MultiSelect',
  'Autocomplete',
  'TagsInput',
  'Combobox',
  'Popover',
  'Portal',
  'FocusTrap',
  'NumberInput',
  'Radio',
  'Fieldset',
  'Pill',
  'PillsInput',
  'SegmentedControl',
  'Pagination',
  // The admin's dialogs (Edit result) and text areas (the draw's seed list): no public page draws them.
  'Modal',
  'ModalBase',
  'Overlay',
  'Textarea',
]);

const mantineComponent = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;
const formLibrary =
  /[\\/]node_modules[\\/](react-number-format|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden)[\\/]/;

/** What the public pages share beyond the shell: see `codeSplittingGroups`. */
function publicModules(webRoot: string, ctx: ChunkingContext): Set<string> {
  const pages = (ctx.getModuleInfo(join(webRoot, 'src/routeTable.tsx'))?.dynamicallyImportedIds ?? []).filter((page) =>
    PUBLIC_PAGES.some((name) => page.startsWith(join(webRoot, 'src', name))),
  );
  // Libraries are left out of the walk: @mantine/core is one barrel that would seem to import every component.
  const users = new Map<string, number>();
  for (const page of pages) {
    for (const module of staticClosure(
      ctx,
      [page],
      (id) => !id.includes('/node_modules/') || id.includes('/node_modules/zod/'),
    )) {
      users.set(module, (users.get(module) ?? 0) + 1);
    }
  }
  const features = join(webRoot, 'src/features');
  return new Set(
    [...users]
      .filter(([module, count]) => (count >= 2 || !module.startsWith(features)) && !pages.includes(module))
      .map(([module]) => module),
  );
}

/**
 * rolldown `output.codeSplitting.groups`, by priority:
 * 1. `index`: everything the entry needs at once (rolldown's `$initial`): the shell stays one file, and no other
 *    group can take a module out of it.
 * 2. `mantine`: the Mantine components the pages use, and what they need. @mantine/core is one barrel module, so
 *    which page uses which component cannot be told from the import graph: one chunk for all of them.
 * 3. `public`: what two or more public pages share (zod, packages/core, the api/ modules, components), and a
 *    public page's own files stay in that page's chunk.
 * 4. `route-data`: the pages' data declarations (`XPage.data.ts`, docs/decisions/008-route-data.md), one small chunk
 *    the browser loads with the first prefetch instead of one request per page.
 * 5. `forms`: the admin and form pages' heavier inputs (Select and its dropdown, NumberInput...).
 */
export function codeSplittingGroups(webRoot: string) {
  let shared: Set<string> | undefined;
  return [
    { name: 'index', tags: ['$initial' as const], priority: 4 },
    {
      name: 'mantine',
      priority: 3,
      test: (id: string) => {
        const component = mantineComponent.exec(id)?.[1];
        return component !== undefined && !FORM_COMPONENTS.has(component);
      },
    },
    {
      name: (id: string, ctx: ChunkingContext) => {
        shared ??= publicModules(webRoot, ctx);
        return shared.has(id) ? 'public' : null;
      },
      // The bundler's timing report names a group by this when its name is a function.
      debugName: 'public',
      priority: 2,
    },
    { name: 'route-data', priority: 1.5, test: (id: string) => id.endsWith('.data.ts') },
    {
      name: 'forms',
      priority: 1,
      test: (id: string) => formLibrary.test(id) || FORM_COMPONENTS.has(mantineComponent.exec(id)?.[1] ?? ''),
    },
  ];
}
