// The folder kinds of apps/web/src (docs/decisions/006-feature-vocabulary.md), read by check-structure.mjs: for
// each kind, the file names allowed (a list, or a pattern), the folders allowed inside (a kind for each name, '*'
// for any name) and where misplaced code belongs.

const CAMEL_CASE = /^[a-z][A-Za-z0-9]*\.tsx?$/;
const CAMEL_CASE_TS = /^[a-z][A-Za-z0-9]*\.ts$/;
/** React components (PascalCase.tsx), modules of small ones or of functions (camelCase), and their styles. */
const COMPONENT_MODULE = /^(?:[A-Z][A-Za-z0-9]*\.tsx|[a-z][A-Za-z0-9]*\.tsx?|[A-Za-z][A-Za-z0-9]*\.module\.css)$/;
const IMAGE = /^[a-z0-9][a-z0-9-]*\.(?:svg|png|webp|jpg)$/;
/**
 * A feature: pages and components (`XPage.tsx`, `XLayout.tsx`, `Thing.tsx`), a page's or lazy layout's data beside
 * it (`XPage.data.ts`, `XLayout.data.ts`, checked against its page), styles (`X.module.css`), view logic, form
 * schemas and hooks (`camelCase.ts`, `useThing.ts`), and its images.
 */
const FEATURE_FILE =
  /^(?:[A-Z][A-Za-z0-9]*\.tsx|[A-Z][A-Za-z0-9]*(?:Page|Layout)\.data\.ts|[A-Za-z][A-Za-z0-9]*\.module\.css)$/;

const SHARED_HINT =
  'shared hooks and functions belong in src/lib, shared React components in src/components, code for one ' +
  "feature in src/features/<area>/ (its admin screens in features/<area>/admin/), an endpoint's fetcher in src/api";
const ROOT_HINT = `src holds only its entry modules (App, main, entry-server, the route table, urls, theme); ${SHARED_HINT}`;

export const WEB_KINDS = {
  root: {
    /** The entry modules: the browser's and the server renderer's entries, the app, the route table, the URLs. */
    files: [
      'App.tsx',
      'main.tsx',
      'entry-server.ts',
      'routeTable.tsx',
      'routes.tsx',
      'urls.ts',
      'theme.ts',
      'colorScheme.ts',
    ],
    folders: {
      api: 'api',
      assets: 'assets',
      auth: 'modules',
      components: 'components',
      config: 'modules',
      features: 'features',
      layout: 'components',
      lib: 'lib',
      routing: 'modules',
      ssr: 'modules',
      styles: 'styles',
      test: 'test',
    },
    hint: ROOT_HINT,
  },
  /** One module per endpoint: fetcher, query options, hook. */
  api: { files: CAMEL_CASE_TS, folders: {}, hint: 'src/api holds one module per endpoint, named by it (camelCase.ts)' },
  assets: { files: IMAGE, folders: { '*': 'assets' }, hint: 'src/assets holds images, with kebab-case names' },
  /** auth, config, routing, ssr: named by what they do. */
  modules: { files: CAMEL_CASE, folders: {}, hint: `modules named by what they do (camelCase.ts); ${SHARED_HINT}` },
  /** src/components and src/layout (the shell). */
  components: {
    files: COMPONENT_MODULE,
    folders: {},
    hint: 'React components (PascalCase.tsx), their styles (X.module.css) and small modules (camelCase.ts)',
  },
  /** Hooks and functions every feature may use; no components (those are src/components). */
  lib: {
    files: CAMEL_CASE_TS,
    folders: {},
    hint: 'src/lib holds hooks and functions (camelCase.ts); React components belong in src/components',
  },
  styles: {
    files: /^(?:[a-z][A-Za-z0-9]*\.ts|[a-z][a-z0-9-]*\.css)$/,
    folders: {},
    hint: "src/styles holds page-wide styles only; a component's styles sit beside it (X.module.css)",
  },
  test: {
    files: /^(?:[A-Z][A-Za-z0-9]*\.tsx|[a-z][A-Za-z0-9]*\.tsx?)$/,
    folders: { fixtures: 'testFixtures' },
    hint: 'src/test holds test helpers, named by what they build or render',
  },
  testFixtures: { files: CAMEL_CASE_TS, folders: {}, hint: 'src/test/fixtures holds one fixture module per domain' },
  /** src/features: one folder per area, nothing else. */
  features: {
    files: [],
    folders: { '*': 'feature' },
    hint: 'src/features holds one folder per area, src/features/<area>/',
  },
  /** A feature and its concern folders (admin/, components/, admin/record/, …), one vocabulary at any depth. */
  feature: {
    files: (name) => FEATURE_FILE.test(name) || CAMEL_CASE_TS.test(name) || IMAGE.test(name),
    folders: { '*': 'feature' },
    hint:
      'a feature holds pages and components (PascalCase.tsx), XPage.data.ts beside its XPage.tsx (XLayout.data.ts ' +
      'beside its XLayout.tsx), X.module.css, ' +
      'logic and hooks (camelCase.ts) and images; what two features share belongs in src/components or src/lib',
  },
};

/** `XPage.data.ts` declares the data of `XPage.tsx` beside it (docs/decisions/008-route-data.md). */
export function dataWithoutPage(name, siblings) {
  const page = /^(.*)\.data\.ts$/.exec(name)?.[1];
  return page !== undefined && !siblings.includes(`${page}.tsx`);
}
