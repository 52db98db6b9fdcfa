import {
  Anchor,
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { COLOR_SCHEME_STORAGE_KEY } from './colorScheme';

/** Pokémon Red: shade 6 is the cartridge red #cc0000 (5.9:1 with white text). */
const pokeRed: MantineColorsTuple = [
  '#fff0f0',
  '#ffdcdc',
  '#ffb3b3',
  '#ff8585',
  '#ff5c5c',
  '#e62e2e',
  '#cc0000',
  '#b30000',
  '#990000',
  '#800000',
];

export const theme = createTheme({
  // Replacing Mantine's `red` keeps every red (errors included) at accessible contrast.
  primaryColor: 'red',
  primaryShade: { light: 6, dark: 8 },
  colors: { red: pokeRed },
  // Filled variants pick black or white text by luminance, so any colour keeps readable labels.
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1): underline them.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** Keep secondary text at 4.5:1 or better in both schemes (Mantine's default light `dimmed` is lighter). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {
    '--mantine-color-anchor': 'var(--mantine-color-red-3)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
  },
});

/** Remembers an explicit light/dark choice; without one the system setting applies (`defaultColorScheme="auto"`). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
