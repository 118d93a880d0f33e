import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeakPasswordReasons } from './WeakPasswordReasons';

describe('WeakPasswordReasons', () => {
  it('lists each reason under the default lead', () => {
    render(<WeakPasswordReasons reasons={['Use at least 8 characters.', 'Do not use your email address as your password.']} />);
    expect(screen.getByText('Please choose a stronger password:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Use at least 8 characters.',
      'Do not use your email address as your password.',
    ]);
  });

  it('takes another lead', () => {
    render(<WeakPasswordReasons lead="Password is too common" reasons={['Choose another.']} />);
    expect(screen.getByText('Password is too common')).toBeInTheDocument();
    expect(screen.queryByText('Please choose a stronger password:')).not.toBeInTheDocument();
  });
});
