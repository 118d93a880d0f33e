import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/usePageTitle';
import { AuditSection } from './AuditSection';
import { ClubsSection } from './ClubsSection';
import { CoachesSection } from './CoachesSection';
import { ComplianceSection } from './ComplianceSection';
import { ProgramsSection } from './ProgramsSection';
import { UsersSection } from './UsersSection';
import { WaitlistSection } from './WaitlistSection';
import './admin.css';

/** Sections of other features, handed in by the app's route table (features import only auth). */
interface HandedIn {
  messageReports?: ReactNode;
  /** The calendar feature's "Recruiting periods" section. */
  recruitingPeriods?: ReactNode;
  /** The family feature's "Family plan" action on a parent's row. */
  familyPlan?: (account: { id: string; email: string; familyPlan: string | null }) => ReactNode;
}

const tabs = [
  { id: 'waitlist', label: 'Waitlist', render: () => <WaitlistSection /> },
  { id: 'coaches', label: 'Coach verification', render: () => <CoachesSection /> },
  { id: 'programs', label: 'Programs', render: () => <ProgramsSection /> },
  { id: 'clubs', label: 'Clubs', render: () => <ClubsSection /> },
  { id: 'periods', label: 'Recruiting periods', render: (parts: HandedIn) => parts.recruitingPeriods },
  { id: 'users', label: 'Users', render: (parts: HandedIn) => <UsersSection familyPlan={parts.familyPlan} /> },
  { id: 'messages', label: 'Message reports', render: (parts: HandedIn) => parts.messageReports },
  { id: 'compliance', label: 'Compliance log', render: () => <ComplianceSection /> },
  { id: 'audit', label: 'Audit log', render: () => <AuditSection /> },
] as const satisfies readonly { id: string; label: string; render: (parts: HandedIn) => ReactNode }[];

type TabId = (typeof tabs)[number]['id'];

function isTabId(value: string | null): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

/**
 * The operator console. The open section is kept in the address (?tab=coaches), so it survives a
 * reload and can be linked to. The tabs follow the tabs pattern: arrow keys, Home and End move
 * between them.
 */
export default function AdminPage(parts: HandedIn) {
  usePageTitle('Admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: TabId = isTabId(requested) ? requested : 'waitlist';
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());

  // On a narrow screen the row of tabs scrolls; keep the open one in sight.
  useEffect(() => {
    tabRefs.current.get(current)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const select = (id: TabId, focus = false) => {
    setParams(id === 'waitlist' ? {} : { tab: id }, { replace: true });
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  };

  const active = tabs.find((tab) => tab.id === current) ?? tabs[0];

  return (
    <div className="container page admin-page">
      <header className="page-header">
        <p className="eyebrow">Operations</p>
        <h1>Admin console</h1>
        <p className="lead">The waitlist, coach verification, programs and clubs and their plans, recruiting periods, accounts, reported conversations and the compliance and audit logs.</p>
      </header>

      <div className="admin-tabs" role="tablist" aria-label="Admin sections" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`admin-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`admin-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'admin-tab admin-tab--selected' : 'admin-tab'}
              onClick={() => {
                select(tab.id);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>

      <div
        key={active.id}
        className="admin-panel"
        role="tabpanel"
        id={`admin-panel-${active.id}`}
        aria-labelledby={`admin-tab-${active.id}`}
      >
        {active.render(parts)}
      </div>
    </div>
  );
}
