import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof tabs)[number]['id']>('one');
  return (
    <Tabs label="Sections" idPrefix="demo" tabs={tabs} selected={selected} onSelect={setSelected}>
      <p>Panel {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('links tabs and panel and keeps only the selected tab in the Tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One', selected: true });
    expect(one).toHaveAttribute('tabindex', '0');
    expect(one).toHaveAttribute('aria-controls', 'demo-panel-one');
    expect(screen.getByRole('tab', { name: 'Two', selected: false })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveAttribute('id', 'demo-panel-one');
    expect(panel).toHaveTextContent('Panel one');
  });

  it('moves with the arrow keys, wrapping around, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('tab', { name: 'One' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel two');
  });
});
