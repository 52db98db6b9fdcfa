/**
 * Sets the colour scheme on `<html>` before the first paint, so a dark-mode visitor never sees the page flash light
 * first: the server-rendered HTML cannot know the scheme (a saved choice in localStorage, else the system's), and
 * the app's own code runs only after the page has painted. What Mantine's `ColorSchemeScript` does, as a file:
 * the Content Security Policy (`script-src 'self'`) refuses inline scripts. A few hundred bytes under a hashed
 * name (cached for good), requested beside the stylesheet that blocks rendering anyway.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { COLOR_SCHEME_STORAGE_KEY } from '../src/colorScheme.ts';

const source = `(function () {
  var scheme = 'light';
  try {
    var saved = localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});
    scheme = saved === 'light' || saved === 'dark' ? saved : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch (error) {
    // Storage refused (privacy settings): the light default stands until the app starts.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
`;

const fileName = `assets/color-scheme-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;

export function colorSchemeScript(): Plugin {
  let ssr = false;
  return {
    name: 'pokered-color-scheme-script',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source);
      });
    },
    generateBundle() {
      if (!ssr) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}`, defer: true, blocking: 'render' }, injectTo: 'head' },
    ],
  };
}
