import { BRACKET_COLORS } from '@pokered/core/brackets';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/utils';
import { BracketKey } from './BracketKey';
import { PokeballLoader } from './PokeballLoader';
import { RacerLink } from './RacerLink';

describe('RacerLink', () => {
  it('links the display name to /user/{discordUsername}', () => {
    renderWithProviders(<RacerLink discordUsername="lt.surge" displayName="Lt. Surge" />);
    expect(screen.getByRole('link', { name: 'Lt. Surge' })).toHaveAttribute('href', '/user/lt.surge');
  });

  it('carries the bracket colours for both schemes', () => {
    renderWithProviders(<RacerLink discordUsername="misty" displayName="Misty" bracket="Ascension" />);
    const link = screen.getByRole('link', { name: 'Misty' });
    expect(link.style.getPropertyValue('--bracket-light')).toBe(BRACKET_COLORS.Ascension.light);
    expect(link.style.getPropertyValue('--bracket-dark')).toBe(BRACKET_COLORS.Ascension.dark);
  });

  it('uses the Eliminated colours for a runner without a bracket', () => {
    renderWithProviders(<RacerLink discordUsername="brock" displayName="Brock" bracket={null} />);
    expect(screen.getByRole('link', { name: 'Brock' }).style.getPropertyValue('--bracket-light')).toBe(
      BRACKET_COLORS.none.light,
    );
  });
});

describe('BracketKey', () => {
  it('lists every bracket label in order', () => {
    renderWithProviders(<BracketKey />);
    const list = screen.getByRole('list', { name: 'Bracket key:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Playoffs', 'Ascension', 'Normal', 'Exhibition', 'Eliminated']);
  });

  it('can show a subset', () => {
    renderWithProviders(<BracketKey brackets={['Normal', 'Ascension']} title="Pools:" />);
    expect(within(screen.getByRole('list', { name: 'Pools:' })).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('PokeballLoader', () => {
  it('is a labelled status', () => {
    renderWithProviders(<PokeballLoader label="Loading standings…" />);
    expect(screen.getByRole('status', { name: 'Loading standings…' })).toBeInTheDocument();
  });
});
