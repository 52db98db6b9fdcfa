/**
 * Mantine's CSS variables as one hashed stylesheet for the server-rendered pages (issue 25 item 2): inline, as
 * MantineProvider writes them, they were 25.8 KB of every page's HTML, sent again with every page. As a file they
 * are the same bytes on a first visit and cached (immutable) for every later page.
 *
 * The CSS is what MantineProvider itself renders with the app's theme and resolver (rendered here, at build time,
 * so the two cannot differ). Only the server links it, into the pages it draws (apps/server/src/web/renderer.ts),
 * and then tells the app not to inline them (`cssVariables: 'linked'` in the page's payload); the single-page app's
 * shell (index.html, logged-in users) keeps writing them at run time, so the initial download does not grow.
 */
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/theme.ts';

/** Where the build records the stylesheet's hashed name, for the server (beside Vite's manifest). */
export const MANTINE_VARIABLES_RECORD = '.vite/theme-variables.json';

const STYLE = /<style data-mantine-styles="true">([\s\S]*)<\/style>/;

/** The variables MantineProvider writes, light and dark, as the app configures it (App.tsx). */
export function mantineVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, deduplicateCssVariables: false }),
  );
  const css = STYLE.exec(markup)?.[1];
  if (!css) throw new Error('MantineProvider rendered no CSS variables');
  return css;
}

export function mantineVariables(): Plugin {
  let ssr = false;
  return {
    name: 'pokered-mantine-variables',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      const reference = this.emitFile({ type: 'asset', name: 'theme-variables.css', source: mantineVariablesCss() });
      this.emitFile({
        type: 'asset',
        fileName: MANTINE_VARIABLES_RECORD,
        source: JSON.stringify({ file: this.getFileName(reference) }),
      });
    },
  };
}
