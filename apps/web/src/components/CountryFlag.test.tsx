import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from './CountryFlag';

describe('CountryFlag', () => {
  it('shows the flag 20px wide with the country name as alt text and title', () => {
    render(<CountryFlag code="US" />);
    const img = screen.getByRole('img', { name: 'United States' });
    expect(img).toHaveAttribute('title', 'United States');
    expect(img).toHaveAttribute('width', '20');
    expect(img).toHaveAttribute('height', '15');
    expect(img.getAttribute('src')).toMatch(/us\.svg/);
  });

  it('trims and upper-cases the code before looking it up', () => {
    render(<CountryFlag code="  de " />);
    expect(screen.getByRole('img', { name: 'Germany' })).toBeInTheDocument();
  });

  it('knows the special entries', () => {
    render(
      <>
        <CountryFlag code="QC" />
        <CountryFlag code="eng" />
        <CountryFlag code="SCO" />
        <CountryFlag code="WAL" />
        <CountryFlag code="NIR" />
        <CountryFlag code="" />
      </>,
    );
    for (const name of ['Quebec', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Non-Representing']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'England' }).getAttribute('src')).toMatch(/gb-eng\.svg/);
  });

  it('renders nothing for unknown or missing codes', () => {
    const { container } = render(
      <>
        <CountryFlag code="ZZ" />
        <CountryFlag code="USA" />
        <CountryFlag code={null} />
        <CountryFlag code={undefined} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('accepts another width and keeps the 4:3 ratio', () => {
    render(<CountryFlag code="fr" width={40} />);
    const img = screen.getByRole('img', { name: 'France' });
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '30');
  });
});
