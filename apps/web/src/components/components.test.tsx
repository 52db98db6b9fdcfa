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

describe('RacerLink bracket chip (not colour alone)', () => {
  it.each([
    ['Normal', 'N', '(Normal bracket)'],
    ['Ascension', 'A', '(Ascension bracket)'],
    ['Exhibition', 'E', '(Exhibition bracket)'],
    ['Playoffs', 'P', '(Playoffs bracket)'],
  ] as const)('puts the %s letter and its name in words beside the coloured name', (bracket, letter, words) => {
    const { container } = renderWithProviders(
      <RacerLink discordUsername="misty" displayName="Misty" bracket={bracket} />,
    );
    const chip = container.querySelector(`[data-bracket-chip="${bracket}"]`);
    if (!(chip instanceof HTMLElement)) throw new Error('no bracket chip');
    expect(chip).toHaveTextContent(letter);
    expect(within(chip).getByText(words)).toHaveClass('visually-hidden');
    expect(chip).toHaveAttribute('title', `${bracket} bracket`);
    expect(chip.style.getPropertyValue('--bracket-light')).toBe(BRACKET_COLORS[bracket].light);
    // The link's own name stays the runner's name.
    expect(screen.getByRole('link', { name: 'Misty' })).toBeInTheDocument();
  });

  it('marks an eliminated runner with a cross and the word Eliminated', () => {
    const { container } = renderWithProviders(<RacerLink discordUsername="brock" displayName="Brock" bracket={null} />);
    const chip = container.querySelector('[data-bracket-chip="none"]');
    expect(chip).toHaveTextContent('×(Eliminated)');
  });

  it('shows no chip when no bracket colour is asked for', () => {
    const { container } = renderWithProviders(<RacerLink discordUsername="brock" displayName="Brock" />);
    expect(container.querySelector('[data-bracket-chip]')).toBeNull();
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
    ).toEqual(['PPlayoffs', 'AAscension', 'NNormal', 'EExhibition', '×Eliminated']);
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
