import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../src/theme';
import { mantineVariablesCss } from './mantineVariables';

describe('Mantine’s CSS variables as a stylesheet', () => {
  it('is what MantineProvider writes inline for the app, light and dark', () => {
    const css = mantineVariablesCss();
    const inline = renderToStaticMarkup(
      createElement(MantineProvider, { theme, cssVariablesResolver, deduplicateCssVariables: false }, 'page'),
    );
    expect(inline).toContain(`<style data-mantine-styles="true">${css}</style>`);
    // Both schemes, by the attribute the colour-scheme script sets before the first paint.
    expect(css).toContain('[data-mantine-color-scheme="dark"]');
    expect(css).toContain('[data-mantine-color-scheme="light"]');
    // The app's own resolver (links' colour) is in it.
    expect(css).toContain('--mantine-color-anchor: #1864ab');
  });
});
