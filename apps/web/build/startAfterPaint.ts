/**
 * A server-rendered page starts the app only once its HTML has painted. The browser would otherwise fetch the
 * app's JavaScript (100 KB) beside the stylesheets the first paint waits for, sharing a slow connection with them,
 * and might run it (100+ ms of work on a phone) before painting: the page's content would show later than the
 * HTML allows. The app is then needed only to make the page interactive, which it does moments later.
 *
 * The build marks the app's entry script with `data-boot` (this script's URL). For a server-rendered page, the
 * server swaps that script for this one (apps/server/src/web/document.ts), which, after the first paint, loads the
 * app (`data-app`) and the page's chunks (`data-preload`). The single-page app's shell keeps the entry script.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const source = `(function () {
  var script = document.currentScript;
  var app = script.getAttribute('data-app');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(app);
  }
  // requestAnimationFrame runs just before the first paint; the timeout, just after it. A tab in the background
  // paints nothing: start at once.
  if (document.visibilityState === 'visible') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    start();
  }
})();
`;

const fileName = `assets/start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;

/** The attribute naming this script on the entry's script tag. */
export const BOOT_ATTRIBUTE = 'data-boot';

export function startAfterPaint(): Plugin {
  let ssr = false;
  return {
    name: 'pokered-start-after-paint',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      // The client build only: the server-side renderer has no index.html.
      if (!ssr) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (tag, src: string) =>
          tag.replace(`src="${src}"`, `src="${src}" ${BOOT_ATTRIBUTE}="/${fileName}"`),
        ),
    },
  };
}
