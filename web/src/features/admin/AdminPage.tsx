import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/Tabs';
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
  /** The support feature's queue of requests, which operators answer. */
  supportQueue?: ReactNode;
}

const tabs = [
  { id: 'waitlist', label: 'Waitlist', render: () => <WaitlistSection /> },
  { id: 'coaches', label: 'Coach verification', render: () => <CoachesSection /> },
  { id: 'programs', label: 'Programs', render: () => <ProgramsSection /> },
  { id: 'clubs', label: 'Clubs', render: () => <ClubsSection /> },
  { id: 'periods', label: 'Recruiting periods', render: (parts: HandedIn) => parts.recruitingPeriods },
  { id: 'users', label: 'Users', render: () => <UsersSection /> },
  { id: 'messages', label: 'Message reports', render: (parts: HandedIn) => parts.messageReports },
  { id: 'support', label: 'Support', render: (parts: HandedIn) => parts.supportQueue },
  { id: 'compliance', label: 'Compliance log', render: () => <ComplianceSection /> },
  { id: 'audit', label: 'Audit log', render: () => <AuditSection /> },
] as const satisfies readonly { id: string; label: string; render: (parts: HandedIn) => ReactNode }[];

type TabId = (typeof tabs)[number]['id'];

function isTabId(value: string | null): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

/**
 * The operator console. The open section is kept in the address (?tab=coaches), so it survives a
 * reload and can be linked to.
 */
export default function AdminPage(parts: HandedIn) {
  usePageTitle('Admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: TabId = isTabId(requested) ? requested : 'waitlist';
  const select = (id: TabId) => {
    setParams(id === 'waitlist' ? {} : { tab: id }, { replace: true });
  };

  const active = tabs.find((tab) => tab.id === current) ?? tabs[0];

  return (
    <div className="container page admin-page">
      <header className="page-header">
        <p className="eyebrow">Operations</p>
        <h1>Admin console</h1>
        <p className="lead">The waitlist, coach verification, programs and clubs and their plans, recruiting periods, accounts, reported conversations, support requests and the compliance and audit logs.</p>
      </header>

      <Tabs label="Admin sections" idPrefix="admin" tabs={tabs} selected={active.id} onSelect={select}>
        {active.render(parts)}
      </Tabs>
    </div>
  );
}
