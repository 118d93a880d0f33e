import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@/components/Spinner';
import { UnreadTotal } from '@/features/messages';
import { lazyWithTimeout } from '@/lib/lazyWithTimeout';
import type { WorkspaceParts } from '@/lib/workspaceParts';
import type { ChildParts } from '@/features/family/childViews';
import { paths } from '@/paths';
import { RequireAuth, RequireCoach } from './guards';
import { RequireAdmin } from './RequireAdmin';
import { AppLayout } from './layout/AppLayout';
import { homePaths, useHome } from './home';

// Every screen is its own chunk, loaded on first visit.
const HomePage = lazyWithTimeout(() => import('@/features/marketing/HomePage'));
const LandingPage = lazyWithTimeout(() => import('@/features/marketing/LandingPage'));
const AboutPage = lazyWithTimeout(() => import('@/features/marketing/AboutPage'));
const PricingPage = lazyWithTimeout(() => import('@/features/marketing/PricingPage'));
const LoginPage = lazyWithTimeout(() => import('@/features/auth/LoginPage'));
const RegisterPage = lazyWithTimeout(() => import('@/features/registration/RegisterPage'));
const ParentalConsentPage = lazyWithTimeout(() => import('@/features/registration/ParentalConsentPage'));
const ForgotPasswordPage = lazyWithTimeout(() => import('@/features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyWithTimeout(() => import('@/features/auth/ResetPasswordPage'));
const WelcomePage = lazyWithTimeout(() => import('@/features/auth/WelcomePage'));
const PrivacyPage = lazyWithTimeout(() => import('@/features/legal/PrivacyPage'));
const TermsPage = lazyWithTimeout(() => import('@/features/legal/TermsPage'));
const CookiePolicyPage = lazyWithTimeout(() => import('@/features/legal/CookiePolicyPage'));
const CoppaRightsPage = lazyWithTimeout(() => import('@/features/legal/CoppaRightsPage'));
const DashboardPage = lazyWithTimeout(() => import('@/features/dashboard/DashboardPage'));
const ProfilePage = lazyWithTimeout(() => import('@/features/profile/ProfilePage'));
const SchoolsPage = lazyWithTimeout(() => import('@/features/schools/SchoolsPage'));
const SchoolDetailPage = lazyWithTimeout(() => import('@/features/schools/SchoolDetailPage'));
const MySchoolsPage = lazyWithTimeout(() => import('@/features/schools/MySchoolsPage'));
const SettingsPage = lazyWithTimeout(() => import('@/features/settings/SettingsPage'));
const StartTrialPage = lazyWithTimeout(() => import('@/features/plans/StartTrialPage'));
const PlanSection = lazyWithTimeout(() => import('@/features/plans/PlanSection'));
const PlanPayment = lazyWithTimeout(() => import('@/features/plans/PlanPayment'));
const ExportApiSection = lazyWithTimeout(() => import('@/features/exportApi/ExportApiSection'));
const ConfirmEmailPage = lazyWithTimeout(() => import('@/features/settings/ConfirmEmailPage'));
const UndoEmailChangePage = lazyWithTimeout(() => import('@/features/settings/UndoEmailChangePage'));
const PerformancePage = lazyWithTimeout(() => import('@/features/performance/PerformancePage'));
const AthleteProfilePage = lazyWithTimeout(() => import('@/features/recruiting/AthleteProfilePage'));
const SharedProfilePage = lazyWithTimeout(() => import('@/features/recruiting/SharedProfilePage'));
const CoachPage = lazyWithTimeout(() => import('@/features/coach/CoachPage'));
const ProfileViewsPage = lazyWithTimeout(() => import('@/features/profileViews/ProfileViewsPage'));
const AdminPage = lazyWithTimeout(() => import('@/features/admin/AdminPage'));
const ClubPage = lazyWithTimeout(() => import('@/features/club/ClubPage'));
const ClubInvitationPage = lazyWithTimeout(() => import('@/features/club/ClubInvitationPage'));
const MessagesPage = lazyWithTimeout(() => import('@/features/messages/MessagesPage'));
const ConversationPage = lazyWithTimeout(() => import('@/features/messages/ConversationPage'));
const UnsubscribePage = lazyWithTimeout(() => import('@/features/messages/UnsubscribePage'));
const FamilyPage = lazyWithTimeout(() => import('@/features/family/FamilyPage'));
const FamilyChildPage = lazyWithTimeout(() => import('@/features/family/FamilyChildPage'));
const FamilyInvitationPage = lazyWithTimeout(() => import('@/features/family/FamilyInvitationPage'));
const DigestUnsubscribePage = lazyWithTimeout(() => import('@/features/family/DigestUnsubscribePage'));
const ReminderUnsubscribePage = lazyWithTimeout(() => import('@/features/calendar/ReminderUnsubscribePage'));
const SavedSearchUnsubscribePage = lazyWithTimeout(() => import('@/features/athleteSearch/SavedSearchUnsubscribePage'));
/** The coach home's saved-search alerts, from the athlete search feature. */
const SavedSearchAlerts = lazyWithTimeout(() => import('@/features/athleteSearch/SavedSearchAlerts'));
const NotFoundPage = lazyWithTimeout(() => import('@/features/errors/NotFoundPage'));

/**
 * A coach workspace page, loaded together with the workspace's gate and refusal (features import
 * only auth, so the app hands them in). Both load with the page, never with the first screen.
 */
function workspacePage<P extends object>(
  load: () => Promise<{ default: ComponentType<P & { workspace: WorkspaceParts }> }>,
) {
  return lazyWithTimeout(async () => {
    const [{ default: Page }, { coachWorkspace }] = await Promise.all([load(), import('./coachWorkspace')]);
    return { default: (props: P) => <Page {...props} workspace={coachWorkspace} /> };
  });
}

const AthleteSearchPage = workspacePage(() => import('@/features/athleteSearch/AthleteSearchPage'));
const BoardPage = workspacePage(() => import('@/features/board/BoardPage'));
const CoachPanel = workspacePage<{ athleteId: string }>(() => import('@/features/board/CoachPanel'));
// Athletes' and coaches' calendar: a coach whose workspace is not open is told why, the workspace's way.
const CalendarPage = workspacePage(() => import('@/features/calendar/CalendarPage'));

// Messaging's parts of other features' pages (features import only auth, so the app hands them
// in). Each loads with the page that shows it, never with the first screen.
const AthleteContact = lazyWithTimeout(() => import('@/features/messages/AthleteContact'));
const ProgramContact = lazyWithTimeout(() => import('@/features/messages/ProgramContact'));
const CommitmentCard = lazyWithTimeout(() => import('@/features/messages/CommitmentCard'));
const MessageReportsSection = lazyWithTimeout(() => import('@/features/messages/MessageReportsSection'));
const SupportPage = lazyWithTimeout(() => import('@/features/support/SupportPage'));
const SupportQueueSection = lazyWithTimeout(() => import('@/features/support/SupportQueueSection'));
// The calendar's console section, loaded with the console.
const RecruitingPeriodsSection = lazyWithTimeout(() => import('@/features/calendar/RecruitingPeriodsSection'));

// The club feature's parts of the dashboard and the performance log, loaded with those pages.
const AthleteClubCard = lazyWithTimeout(() => import('@/features/club/AthleteClubCard'));
const ResultVerification = lazyWithTimeout(() => import('@/features/club/ResultVerification'));

/** Beside a result without a club coach's attestation: its request's state, or "Ask my club coach to verify". */
function resultVerification(result: { kind: 'erg' | 'race'; id: string; what: string }) {
  return (
    <Suspense fallback={null}>
      <ResultVerification kind={result.kind} resultId={result.id} what={result.what} />
    </Suspense>
  );
}

// The family feature's parts of the dashboard and the console, loaded with those pages.
const ParentsCard = lazyWithTimeout(() => import('@/features/family/ParentsCard'));
const AthleteOffers = lazyWithTimeout(() => import('@/features/offers/AthleteOffers'));
const ChildOffers = lazyWithTimeout(() => import('@/features/offers/ChildOffers'));

// The owners' read-only views of a child's data, for the parent portal (loaded with its tabs).
const ProfileSummary = lazyWithTimeout(() => import('@/features/profile/ProfileSummary'));
const PerformanceLogView = lazyWithTimeout(() => import('@/features/performance/PerformanceLogView'));
const SavedSchoolsView = lazyWithTimeout(() => import('@/features/schools/SavedSchoolsView'));
const ProgramViewsList = lazyWithTimeout(() => import('@/features/profileViews/ProgramViews'));
const ReadOnlyInbox = lazyWithTimeout(() => import('@/features/messages/ReadOnlyInbox'));
const ReadOnlyConversation = lazyWithTimeout(() => import('@/features/messages/ReadOnlyConversation'));
const ChildCalendar = lazyWithTimeout(() => import('@/features/calendar/ChildCalendar'));

/** The parent portal's tabs show each child's data with its owner feature's own components, read-only. */
const childParts: ChildParts = {
  profile: (profile) => part(<ProfileSummary profile={profile} />),
  performance: (log, name) => part(<PerformanceLogView log={log} name={name} />),
  calendar: (childId, name) => part(<ChildCalendar childId={childId} name={name} />),
  savedSchools: (schools, name) => part(<SavedSchoolsView schools={schools} name={name} />),
  views: (views, name) => part(<ProgramViewsList views={views} name={name} />),
  inbox: (inbox, name, conversationPath) => part(<ReadOnlyInbox inbox={inbox} name={name} conversationPath={conversationPath} />),
  conversation: (conversation, name) => part(<ReadOnlyConversation conversation={conversation} name={name} />),
  offers: (offers, name) => part(<ChildOffers offers={offers} name={name} />),
};

/**
 * /dashboard (and the sign-in landing): the athlete's dashboard, a college coach's coach page;
 * every other role goes to its own home.
 */
function DashboardRoute() {
  const home = useHome();
  if (home === undefined) return <Spinner />;
  if (home.kind === 'college') return <CoachRoute />;
  if (home.kind !== 'athlete') return <Navigate to={homePaths[home.kind]} replace />;
  return (
    <DashboardPage
      unreadMessages={<UnreadTotal />}
      clubCard={
        <Suspense fallback={null}>
          <AthleteClubCard />
        </Suspense>
      }
      parentsCard={
        <Suspense fallback={null}>
          <ParentsCard />
        </Suspense>
      }
      offers={
        <Suspense fallback={null}>
          <AthleteOffers />
        </Suspense>
      }
    />
  );
}

/**
 * /coach, and a college coach's /dashboard: the coach page. A club coach without a college
 * program gets a note pointing to the club page instead of the program's sections.
 */
function CoachRoute() {
  const home = useHome();
  return (
    <CoachPage
      clubTeam={home?.kind === 'club' ? (home.clubName ?? null) : null}
      payment={part(<PlanPayment title="Pay for the plan" />)}
      alerts={
        <Suspense fallback={null}>
          <SavedSearchAlerts />
        </Suspense>
      }
    />
  );
}

/** Settings: the plan, and the data export API's tokens for athletes, parents and club coaches. */
function SettingsRoute() {
  const home = useHome();
  const tokens = home !== undefined && (home.kind === 'athlete' || home.kind === 'parent' || home.kind === 'club');
  return <SettingsPage plan={part(<PlanSection />)} exportApi={tokens ? part(<ExportApiSection />) : null} />;
}

/** After an athlete's profile, for coaches: the message section, and the board's panel when the workspace is open. */
function athleteCoachPanel(athleteId: string) {
  return (
    <Suspense fallback={null}>
      <AthleteContact athleteId={athleteId} />
      <CoachPanel athleteId={athleteId} />
    </Suspense>
  );
}

/** "Write to this program" on a school's page, for athletes. */
function schoolContact(schoolId: string) {
  return (
    <Suspense fallback={null}>
      <ProgramContact schoolId={schoolId} />
    </Suspense>
  );
}

function page(element: ReactNode) {
  return <Suspense fallback={<Spinner />}>{element}</Suspense>;
}

/** A section of a page, loaded after the page. */
function part(element: ReactNode) {
  return <Suspense fallback={<Spinner fullPage={false} />}>{element}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={paths.home} element={page(<HomePage />)} />
        <Route path={paths.landing} element={page(<LandingPage />)} />
        <Route path={paths.about} element={page(<AboutPage />)} />
        <Route path={paths.pricing} element={page(<PricingPage />)} />
        <Route path={paths.startTrial} element={page(<StartTrialPage />)} />
        <Route path={paths.login} element={page(<LoginPage />)} />
        <Route path={paths.register} element={page(<RegisterPage />)} />
        <Route path={paths.parentalConsent} element={page(<ParentalConsentPage />)} />
        <Route path={paths.forgotPassword} element={page(<ForgotPasswordPage />)} />
        <Route path={paths.resetPassword} element={page(<ResetPasswordPage />)} />
        <Route path={paths.welcome} element={page(<WelcomePage />)} />
        <Route path={paths.privacy} element={page(<PrivacyPage />)} />
        <Route path={paths.terms} element={page(<TermsPage />)} />
        <Route path={paths.cookies} element={page(<CookiePolicyPage />)} />
        <Route path={paths.coppaRights} element={page(<CoppaRightsPage />)} />
        <Route path={paths.dashboard} element={<RequireAuth>{page(<DashboardRoute />)}</RequireAuth>} />
        <Route
          path={paths.profile}
          element={<RequireAuth>{page(<ProfilePage recruitingStatus={part(<CommitmentCard />)} />)}</RequireAuth>}
        />
        <Route path={paths.performance} element={<RequireAuth>{page(<PerformancePage verification={resultVerification} />)}</RequireAuth>} />
        <Route path={paths.calendar} element={<RequireAuth>{page(<CalendarPage />)}</RequireAuth>} />
        <Route path={paths.calendarUnsubscribe} element={page(<ReminderUnsubscribePage />)} />
        <Route path={paths.athlete} element={<RequireAuth>{page(<AthleteProfilePage coachPanel={athleteCoachPanel} />)}</RequireAuth>} />
        <Route path={paths.sharedProfile} element={page(<SharedProfilePage />)} />
        <Route path={paths.schools} element={<RequireAuth>{page(<SchoolsPage />)}</RequireAuth>} />
        <Route path={paths.schoolDetail} element={<RequireAuth>{page(<SchoolDetailPage contact={schoolContact} />)}</RequireAuth>} />
        <Route path={paths.mySchools} element={<RequireAuth>{page(<MySchoolsPage />)}</RequireAuth>} />
        <Route path={paths.settings} element={<RequireAuth>{page(<SettingsRoute />)}</RequireAuth>} />
        <Route path={paths.support} element={<RequireAuth>{page(<SupportPage />)}</RequireAuth>} />
        <Route path={paths.confirmEmailChange} element={page(<ConfirmEmailPage />)} />
        <Route path={paths.undoEmailChange} element={page(<UndoEmailChangePage />)} />
        <Route path={paths.coach} element={<RequireCoach>{page(<CoachRoute />)}</RequireCoach>} />
        <Route path={paths.coachSearch} element={<RequireCoach>{page(<AthleteSearchPage />)}</RequireCoach>} />
        <Route path={paths.coachBoard} element={<RequireCoach>{page(<BoardPage />)}</RequireCoach>} />
        <Route path={paths.club} element={<RequireCoach>{page(<ClubPage payment={part(<PlanPayment title="Pay for the plan" />)} />)}</RequireCoach>} />
        <Route path={paths.clubInvitation} element={page(<ClubInvitationPage />)} />
        <Route path={paths.family} element={<RequireAuth>{page(<FamilyPage />)}</RequireAuth>} />
        <Route path={paths.familyChild} element={<RequireAuth>{page(<FamilyChildPage parts={childParts} />)}</RequireAuth>} />
        <Route path={paths.familyConversation} element={<RequireAuth>{page(<FamilyChildPage parts={childParts} />)}</RequireAuth>} />
        <Route path={paths.familyInvitation} element={page(<FamilyInvitationPage />)} />
        <Route path={paths.profileViews} element={<RequireAuth>{page(<ProfileViewsPage />)}</RequireAuth>} />
        <Route path={paths.messages} element={<RequireAuth>{page(<MessagesPage />)}</RequireAuth>} />
        <Route path={paths.conversation} element={<RequireAuth>{page(<ConversationPage />)}</RequireAuth>} />
        <Route path={paths.unsubscribe} element={page(<UnsubscribePage />)} />
        <Route path={paths.familyUnsubscribe} element={page(<DigestUnsubscribePage />)} />
        <Route path={paths.savedSearchUnsubscribe} element={page(<SavedSearchUnsubscribePage />)} />
        <Route
          path={paths.admin}
          element={
            <RequireAdmin>
              {page(
                <AdminPage
                  messageReports={part(<MessageReportsSection />)}
                  recruitingPeriods={part(<RecruitingPeriodsSection />)}
                  supportQueue={part(<SupportQueueSection />)}
                />,
              )}
            </RequireAdmin>
          }
        />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
