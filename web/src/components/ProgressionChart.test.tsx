import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProgressionChart } from './ProgressionChart';

const series = [
  {
    label: '2k',
    points: [
      { date: '2026-03-01', tenths: 4246 },
      { date: '2026-10-01', tenths: 4184 },
      { date: '2026-06-15', tenths: 4210 },
    ],
  },
  { label: '6k', points: [{ date: '2026-05-01', tenths: 13200 }] },
];

describe('ProgressionChart', () => {
  it('draws one image per piece, with a summary naming the personal best', () => {
    render(<ProgressionChart series={series} title="2k and 6k erg times" />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAccessibleName(
      '2k erg times, 3 tests from Mar 1, 2026 to Oct 1, 2026: first 7:04.6, latest 6:58.4, personal best 6:58.4 on Oct 1, 2026',
    );
    expect(images[1]).toHaveAccessibleName(/6k erg times, 1 test .* personal best 22:00.0/);
    // Axis labels and the personal-best mark are drawn.
    const [first] = images;
    if (!first) throw new Error('no chart');
    expect(within(first).getByText('Test date')).toBeInTheDocument();
    expect(within(first).getByText('PB 6:58.4')).toBeInTheDocument();
  });

  it('has the same figures in a table, in the page even while the chart shows', async () => {
    render(<ProgressionChart series={series} title="2k and 6k erg times" />);
    const table = screen.getByRole('table', { name: '2k and 6k erg times' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '2kMar 1, 20267:04.6',
      '2kJun 15, 20267:01.0',
      '2kOct 1, 20266:58.4Personal best',
      '6kMay 1, 202622:00.0Personal best',
    ]);

    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('table', { name: '2k and 6k erg times' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('draws nothing without points', () => {
    const { container } = render(<ProgressionChart series={[{ label: '2k', points: [] }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
