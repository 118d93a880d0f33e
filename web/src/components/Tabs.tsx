import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabForKey } from '@/lib/tabKeys';
import './tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

/**
 * A row of tabs and the selected tab's panel, following the tabs pattern: role tablist/tab/tabpanel,
 * aria-selected and aria-controls, a roving tabindex (only the selected tab is in the Tab order),
 * and the arrow keys, Home and End select and focus another tab. `idPrefix` names the tabs
 * (`{idPrefix}-tab-{id}`) and the panel (`{idPrefix}-panel-{id}`). The caller keeps the selection
 * (usually in the address); the panel is mounted afresh for each tab. Every tab stays in sight:
 * a row too wide for the screen wraps, and on a phone the tabs are a grid of two columns.
 */
export function Tabs<Id extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** The tablist's accessible name. */
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[tabForKey(event.key, index, tabs.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? 'tabs__tab tabs__tab--selected' : 'tabs__tab'}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        key={selected}
        className="tabs__panel"
        role="tabpanel"
        id={`${idPrefix}-panel-${selected}`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
      >
        {children}
      </div>
    </>
  );
}
