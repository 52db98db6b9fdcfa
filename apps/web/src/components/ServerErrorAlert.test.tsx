import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LINK_COLORS } from '../theme';
import { renderWithProviders } from '../test/utils';
import { ServerErrorAlert } from './ServerErrorAlert';

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('ServerErrorAlert: an error told apart by more than its red (issue 15)', () => {
  it('carries an icon named Error besides the sentence, and a Retry when given', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(
      <ServerErrorAlert title="Failed to load groups." error={new Error('Database unavailable')} onRetry={retry} />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to load groups.');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(alert).toHaveClass('error-alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('draws no Retry for an action the page retries itself', () => {
    renderWithProviders(<ServerErrorAlert title="Error cancelling race. Please try again later." />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('gives links a hue of their own, readable on the light and the dark body (4.5:1)', () => {
    expect(contrast(LINK_COLORS.light, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(LINK_COLORS.dark, '#242424')).toBeGreaterThanOrEqual(4.5);
    // Not the red of buttons and errors.
    expect(LINK_COLORS.light).not.toMatch(/^#(cc0000|b30000|990000)$/i);
  });
});
