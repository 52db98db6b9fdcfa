import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/utils';
import HomePage from './HomePage';

describe('home page after a refused login (rules §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says the login was refused and to contact @organizers', async () => {
    mockApi({ 'GET /api/runners/': () => [] });
    renderWithProviders(<HomePage />, { user: null, route: '/?login=refused' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login refused');
    expect(alert).toHaveTextContent('@organizers');
  });

  it('shows nothing of the kind otherwise', () => {
    mockApi({ 'GET /api/runners/': () => [] });
    renderWithProviders(<HomePage />, { user: null, route: '/' });
    expect(screen.queryByText(/Login refused/)).not.toBeInTheDocument();
  });
});
