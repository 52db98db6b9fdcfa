/** The HTML document of a server-rendered page (src/web/document.ts): pure functions, no build needed. */
import { describe, expect, it } from 'vitest';
import {
  isPageTemplate,
  jsonForScript,
  metaTags,
  pageAssets,
  pageDocument,
  type Manifest,
} from '../src/web/document.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <meta
      name="description"
      content="The site."
    />
    <script type="module" crossorigin src="/assets/index-A.js" data-boot="/assets/start-S.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, css: ['assets/index-A.css'], imports: ['_shell-B.js'] },
  '_shell-B.js': { file: 'assets/shell-B.js' },
  '_mantine-C.js': { file: 'assets/mantine-C.js', imports: ['index.html'], css: ['assets/mantine-C.css'] },
  '_public-D.js': {
    file: 'assets/public-D.js',
    imports: ['_mantine-C.js', 'index.html'],
    css: ['assets/public-D.css'],
  },
  'src/features/standings/StandingsPage.tsx': {
    file: 'assets/StandingsPage-E.js',
    imports: ['_mantine-C.js', 'index.html', '_public-D.js'],
    css: ['assets/StandingsPage-E.css'],
  },
  'src/features/pickems/PickemsLayout.tsx': { file: 'assets/PickemsLayout-F.js', imports: ['_public-D.js'] },
};

/** The JSON script's content read back the way the browser does. */
function payloadOf(html: string): unknown {
  const match = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no payload script');
  return JSON.parse(match[1]) as unknown;
}

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x --> & \u2028\u2029', n: 1 };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('writes null for undefined', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });
});

describe('pageAssets', () => {
  it('lists the pages’ stylesheets and chunks, dependencies first, without what the shell already loads', () => {
    expect(pageAssets(MANIFEST, ['src/features/standings/StandingsPage.tsx'])).toEqual({
      css: ['assets/mantine-C.css', 'assets/public-D.css', 'assets/StandingsPage-E.css'],
      modules: ['assets/mantine-C.js', 'assets/public-D.js', 'assets/StandingsPage-E.js'],
    });
  });

  it('lists a shared chunk once and ignores unknown sources', () => {
    const assets = pageAssets(MANIFEST, [
      'src/features/pickems/PickemsLayout.tsx',
      'src/features/standings/StandingsPage.tsx',
      'src/nowhere.tsx',
    ]);
    expect(assets.modules).toEqual([
      'assets/mantine-C.js',
      'assets/public-D.js',
      'assets/PickemsLayout-F.js',
      'assets/StandingsPage-E.js',
    ]);
    expect(new Set(assets.css).size).toBe(assets.css.length);
  });
});

describe('pageDocument', () => {
  const parts = {
    head: '<title>Standings · Site</title>',
    html: '<main><h1>Standings</h1><p>Prize: $& and $1</p></main>',
    assets: pageAssets(MANIFEST, ['src/features/standings/StandingsPage.tsx']),
    payloadId: 'ssr-data',
    payload: { renderedAt: 1, pages: ['src/features/standings/StandingsPage.tsx'], queries: { x: '</script>' } },
  };
  const html = pageDocument(TEMPLATE, parts);

  it('puts the markup in the root element, as it is', () => {
    expect(html).toContain('<div id="root"><main><h1>Standings</h1><p>Prize: $& and $1</p></main></div>');
  });

  it('replaces the title and links the page’s stylesheets in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Standings · Site</title>');
    expect(head).not.toContain('<title>Site</title>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/public-D.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/StandingsPage-E.css">');
  });

  it('starts the app after the first paint instead of fetching it with the stylesheets', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script defer src="/assets/start-S.js" data-app="/assets/index-A.js" ' +
        'data-preload="/assets/mantine-C.js /assets/public-D.js /assets/StandingsPage-E.js"></script>',
    );
  });

  it('carries the payload in a JSON script that reads back unchanged, and drops the "needs JavaScript" note', () => {
    expect(payloadOf(html)).toEqual(parts.payload);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<noscript>');
  });

  it('keeps the entry script, with the chunks preloaded, for a build without the start script', () => {
    const plain = pageDocument(TEMPLATE.replace(' data-boot="/assets/start-S.js"', ''), parts);
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/StandingsPage-E.js">');
  });

  it('recognises a usable template', () => {
    expect(isPageTemplate(TEMPLATE)).toBe(true);
    expect(isPageTemplate(TEMPLATE.replace('<div id="root"></div>', ''))).toBe(false);
  });
});

describe('link previews', () => {
  const meta = {
    title: '"><script>alert(1)</script> vs Gary & Co',
    description: 'Round 2 · "><script>alert(1)</script> vs Gary · 23 Nov, 12:45 UTC',
    type: 'website',
    siteName: 'Site',
    url: 'https://example.test/races/1',
  };
  const parts = {
    head: '<title>Race · Site</title>',
    html: '<main></main>',
    assets: { css: [], modules: [] },
    payloadId: 'ssr-data',
    payload: { pages: [] },
  };

  /** The head's meta tags as the browser reads them: name or property → content, entities decoded. */
  function metaOf(html: string): Map<string, string> {
    const head = html.slice(0, html.indexOf('</head>'));
    const tags = new Map<string, string>();
    for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
      const decoded = (match[2] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      tags.set(match[1] ?? '', decoded);
    }
    return tags;
  }

  it('writes Open Graph and Twitter tags with every value escaped inside its attribute', () => {
    const tags = metaTags(meta);
    expect(tags).not.toContain('<script');
    expect(tags).not.toMatch(/content="[^"]*"[^>\s]/);
    expect(Object.fromEntries(metaOf(`${tags}</head>`))).toEqual({
      description: meta.description,
      'og:title': meta.title,
      'og:description': meta.description,
      'og:url': meta.url,
      'og:type': 'website',
      'og:site_name': 'Site',
      'twitter:card': 'summary',
      'twitter:title': meta.title,
      'twitter:description': meta.description,
    });
  });

  it('replaces the template’s description with the page’s, and leaves it without a preview', () => {
    const html = pageDocument(TEMPLATE, { ...parts, meta });
    expect(html).not.toContain('The site.');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaOf(html).get('og:title')).toBe(meta.title);
    const without = pageDocument(TEMPLATE, parts);
    expect(without).toContain('content="The site."');
    expect(without).not.toContain('og:title');
  });
});
