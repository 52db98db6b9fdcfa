/**
 * Mantine's default CSS variables are not here: MantineProvider writes them at run time (App.tsx,
 * `deduplicateCssVariables={false}`) from the same resolver its stylesheet was generated with, which keeps
 * 4 KB (gzip) of CSS out of the initial download.
 *
 * Only Mantine's page-wide styles are imported by hand, here. Each component's own stylesheet comes with the
 * component, in the chunk that holds it (build/mantineStyles.ts, rules §22): no page lists Mantine stylesheets,
 * and ESLint refuses such an import anywhere else. All of them are in the `mantine` CSS layer, so the app's own
 * unlayered CSS always wins whatever the load order.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';

// The dev server pre-bundles @mantine/core, out of the build plugin's reach: it takes the whole stylesheet.
// `import.meta.env.DEV` is false in the production build, which drops this import.
if (import.meta.env.DEV) void import('@mantine/core/styles.layer.css');
