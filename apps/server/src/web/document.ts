/**
 * The HTML document of a server-rendered page: the built app's index.html with the page's markup in its root
 * element, the page's own stylesheets and chunks in its head, and the data the browser hydrates from in a
 * non-executable JSON script (pure functions: tested in test/webDocument.test.ts).
 */

/** One file of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Stylesheets the page needs before it paints (the browser would otherwise load them with the page's chunk). */
  css: string[];
  /** The page's JavaScript, fetched with the app's instead of after it. */
  modules: string[];
}

/**
 * JSON that can sit inside `<script type="application/json">`: no `<` (so no `</script>` or `<!--`), no `>`
 * and `&`, and no U+2028/U+2029 line separators; `JSON.parse` reads the escapes back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  // JSON.stringify answers undefined for undefined (its type says string).
  const json = JSON.stringify(value) as string | undefined;
  return (json ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The files the shell (the manifest's entry) loads by itself: index.html already links them. */
function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** The stylesheets and chunks of the given page modules (manifest keys), dependencies first, the shell's left out. */
export function pageAssets(manifest: Manifest, sources: readonly string[]): PageAssets {
  const loaded = entryFiles(manifest);
  const seen = new Set<string>();
  const assets: PageAssets = { css: [], modules: [] };
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || loaded.has(chunk.file)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!assets.css.includes(css)) assets.css.push(css);
    assets.modules.push(chunk.file);
  };
  for (const source of sources) visit(source);
  return assets;
}

/** A page's link preview (rules §19), as the renderer made it from the page's data: plain text, escaped here. */
export interface PageMeta {
  title: string;
  description: string;
  type: string;
  siteName: string;
  /** The page's address on the site's public origin. */
  url: string;
}

/** Open Graph and Twitter tags, each value escaped: a name like `"><script>` stays inside its attribute. */
export function metaTags(meta: PageMeta): string {
  const tag = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attribute(content)}">`;
  return [
    tag('name', 'description', meta.description),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:site_name', meta.siteName),
    tag('name', 'twitter:card', 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  ].join('');
}

export interface PageParts {
  /** Elements for the head from the render (its <title> replaces the template's). */
  head: string;
  /** The link preview: replaces the template's description. */
  meta?: PageMeta;
  /** The app's markup. */
  html: string;
  assets: PageAssets;
  payloadId: string;
  payload: unknown;
}

const ROOT = '<div id="root"></div>';
/** The app's entry script, which the build marks with the script that starts it after the first paint. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)" data-boot="([^"]+)"><\/script>/;
const TITLE = /<title>[^<]*<\/title>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

/** Whether index.html has the places a page goes into. */
export function isPageTemplate(template: string): boolean {
  return template.includes(ROOT) && template.includes('</head>') && TITLE.test(template);
}

/** Slices instead of String.replace, whose replacement string would read a `$&` in a page's text as a pattern. */
function splice(text: string, index: number, length: number, replacement: string): string {
  return index < 0 ? text : text.slice(0, index) + replacement + text.slice(index + length);
}

const replaceText = (text: string, search: string, replacement: string) =>
  splice(text, text.indexOf(search), search.length, replacement);

function replaceMatch(text: string, pattern: RegExp, replacement: string): string {
  const match = pattern.exec(text);
  return match ? splice(text, match.index, match[0].length, replacement) : text;
}

/**
 * The page's HTML document. Its JavaScript (the app and the page's chunks) loads only after the first paint
 * (apps/web/build/startAfterPaint.ts): fetched earlier, it would share the connection with the stylesheets the
 * paint waits for, and might run before the paint.
 */
export function pageDocument(template: string, parts: PageParts): string {
  let document = template;
  if (TITLE.test(parts.head)) document = replaceMatch(document, TITLE, '');
  if (parts.meta) document = replaceMatch(document, DESCRIPTION, '');
  const modules = parts.assets.modules.map((file) => `/${file}`);
  const entry = ENTRY.exec(document);
  if (entry) {
    const [, app = '', boot = ''] = entry;
    const start = `<script defer src="${attribute(boot)}" data-app="${attribute(app)}" data-preload="${attribute(modules.join(' '))}"></script>`;
    document = replaceMatch(document, ENTRY, start);
  }
  const links = [
    ...parts.assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${attribute(file)}">`),
    // A build without the start script: the page's chunks at least load beside the app.
    ...(entry ? [] : modules.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`)),
  ];
  const meta = parts.meta ? metaTags(parts.meta) : '';
  document = replaceText(document, '</head>', `${parts.head}${meta}${links.join('')}</head>`);
  // The page reads without JavaScript: the "needs JavaScript" note is for the empty shell only.
  document = replaceMatch(document, NOSCRIPT, '');
  const payload = `<script type="application/json" id="${attribute(parts.payloadId)}">${jsonForScript(parts.payload)}</script>`;
  return replaceText(document, ROOT, `<div id="root">${parts.html}</div>${payload}`);
}
