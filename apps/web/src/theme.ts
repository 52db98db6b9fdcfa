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
    // Links must not rely on colour alone (WCAG 1.4.1): every link is underlined, names in tables included.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Links are blue and underlined, so a link, a red primary button and a red error are told apart by more than the
 * one red (issue 15): #1864ab is 6.1:1 on white, #74c0fc 7.9:1 on the dark body.
 */
export const LINK_COLORS = { light: '#1864ab', dark: '#74c0fc' } as const;

/** Keep secondary text at 4.5:1 or better in both schemes (Mantine's default light `dimmed` is lighter). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': LINK_COLORS.light,
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
  },
  dark: {
    '--mantine-color-anchor': LINK_COLORS.dark,
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
  },
});

/** Remembers an explicit light/dark choice; without one the system setting applies (`defaultColorScheme="auto"`). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
