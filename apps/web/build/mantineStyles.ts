/**
 * Each Mantine component brings its own CSS, in whatever chunk the component lands (rules §22).
 *
 * Mantine ships one class-name map per component, `esm/components/<Dir>/<Name>.module.mjs`, beside one stylesheet
 * per component, `styles/<Name>.layer.css` (same name, one to one). This plugin adds the stylesheet's import to the
 * class-name map, so the CSS follows the JavaScript that uses it: a page that draws a Modal, directly or through
 * another component (a Select's dropdown is a Popover), gets Modal's CSS with the chunk that holds Modal, whatever
 * page the visit opened first. Before, pages listed Mantine stylesheets by hand, and a dialog whose styles only
 * another page listed was drawn unstyled below the footer on a cold visit.
 *
 * Only the production build needs it: the dev server pre-bundles @mantine/core (the transform never sees its
 * files) and gets the whole stylesheet instead (`src/styles/mantineDev.ts`); the unit tests load no CSS.
 */
import type { Plugin } from 'vite';

// components/ and utils/: Checkbox and Radio draw their label beside the box with utils/InlineInput's classes.
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/][^\\/]+[\\/]([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet import for a Mantine class-name map's module id, or null for any other module. */
export function mantineStyleImport(moduleId: string): string | null {
  const name = CLASS_MAP.exec(moduleId)?.[1];
  return name === undefined ? null : `import '@mantine/core/styles/${name}.layer.css';\n`;
}

export function mantineStyles(): Plugin {
  return {
    name: 'pokered-mantine-styles',
    apply: 'build',
    transform(code, id) {
      const styleImport = mantineStyleImport(id);
      if (styleImport === null) return null;
      // Kept after the "use client" directive, which must stay the module's first statement.
      const directive = /^\s*(['"])use client\1;?\s*/.exec(code)?.[0] ?? '';
      return { code: directive + styleImport + code.slice(directive.length), map: null };
    },
  };
}
