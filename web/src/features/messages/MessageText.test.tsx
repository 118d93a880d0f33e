import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';
import { MessageText } from './MessageText';

describe('message text', () => {
  it('turns http and https addresses into links that open in a new tab without passing anything on', () => {
    const { container } = render(
      <MessageText text={'Camp dates: https://yale.example.edu/camp?year=2026 and http://rowing.example.org.'} />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', 'https://yale.example.edu/camp?year=2026');
    expect(links[0]).toHaveAccessibleName(/^https:\/\/yale\.example\.edu\/camp\?year=2026 ?\(opens in a new tab\)$/);
    expect(links[1]).toHaveAttribute('href', 'http://rowing.example.org/');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    // The full stop after the address stays text.
    expect(container).toHaveTextContent(/http:\/\/rowing\.example\.org \(opens in a new tab\)\.$/);
  });

  it('never links other schemes', () => {
    render(
      <MessageText
        text={'javascript:alert(1) data:text/html,<b>x</b> mailto:coach@yale.edu ftp://files.example.org vbscript:run'}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows text that looks like HTML as text, never as markup', () => {
    const text = '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a>';
    const { container } = render(<MessageText text={text} />);
    expect(container).toHaveTextContent(text);
    expect(container.querySelector('img, script, a')).toBeNull();
  });

  it('keeps an address that hides a script in its text out of the link', () => {
    render(<MessageText text={'see https://example.org/"><script>alert(1)</script>'} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://example.org/');
    expect(document.querySelector('script')).toBeNull();
  });

  it('keeps line breaks and every character of the text', () => {
    const text = 'Line one\nLine two (see https://en.wikipedia.org/wiki/Rowing_(sport)), thanks!';
    const parts = linkify(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'https://en.wikipedia.org/wiki/Rowing_(sport)',
    ]);
    const { container } = render(<MessageText text={text} />);
    expect(container.querySelector('.message-text')?.textContent).toContain('Line one\nLine two');
  });

  it('leaves a word that only contains http alone', () => {
    expect(linkify('xhttp://example.org and https://')).toEqual([{ kind: 'text', text: 'xhttp://example.org and https://' }]);
  });
});
