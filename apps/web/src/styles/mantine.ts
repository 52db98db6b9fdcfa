/**
 * Mantine's default CSS variables are not here: MantineProvider writes them at run time (App.tsx,
 * `deduplicateCssVariables={false}`) from the same resolver its stylesheet was generated with, which keeps
 * 4 KB (gzip) of CSS out of the initial download.
 *
 * Mantine styles loaded with the shell (per component, in the `mantine` CSS layer, so the app's own
 * unlayered CSS always wins whatever the load order).
 *
 * Only what the shell itself draws is here; the everyday components of the pages are in `common.ts`, which
 * every page imports (through components/Page.tsx or directly), so their CSS comes with the first page.
 *
 * Feature pages import the styles of any other Mantine component they use, next to the import, e.g.
 *   import '@mantine/core/styles/Table.layer.css';
 * or one of the bundles in this folder (`forms.ts`, `table.ts`).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';

import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Container.layer.css';
