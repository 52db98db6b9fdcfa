import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';
import { UserAvatar } from './UserAvatar';

describe('initialsOf', () => {
  it('takes two letters of a one-word name and the first letters of the first two words otherwise', () => {
    expect(initialsOf('misty')).toBe('MI');
    expect(initialsOf('Ash Ketchum')).toBe('AK');
    expect(initialsOf('Professor Samuel Oak')).toBe('PS');
  });
});

describe('UserAvatar', () => {
  it('shows the picture, and the initials once the picture fails to load', () => {
    const { container } = render(<UserAvatar src="https://cdn.example.test/a.png" name="Brock Harrison" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.test/a.png');
    expect(img).toHaveAttribute('alt', '');
    if (!img) throw new Error('no picture');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('BH')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the initials when there is no picture', () => {
    render(<UserAvatar src={undefined} name="Erika" />);
    expect(screen.getByText('ER')).toBeInTheDocument();
  });
});
