import type { Schema } from '@/api';

type BoardCard = Schema<'BoardCard'>;
type CoachOverview = Schema<'CoachOverview'>;

/** A coach's overview with the recruiting workspace open on the trial. */
export function openWorkspaceOverview(): CoachOverview {
  return {
    displayName: 'Pat Coach',
    profileComplete: true,
    verification: { status: 'verified', reason: null, decidedAt: '2026-11-20T10:00:00Z' },
    recruiting: {
      division: 'I',
      periods: [],
      guidance: "Division I: coaches may write from June 15 after the athlete's sophomore year",
      source: 'NCAA Division I, II and III manuals',
    },
    program: { schoolId: 'yale-university', name: 'Yale University' },
    suggestedProgram: null,
    workspace: {
      open: true,
      plan: 'Free trial',
      trialEndsAt: '2026-12-09T10:00:00Z',
      limits: { coachSeats: 5, watchlist: 500, savedSearches: 25, academicFilters: true },
      reasonCode: null,
      reason: null,
    },
    athletesViewing: 0,
    starredAthletes: 0,
  };
}

/** A card on the board. */
export function boardCard(id: string, name: string, overrides: Partial<BoardCard> = {}): BoardCard {
  return {
    athlete: {
      id,
      fullName: name,
      gradYear: 2028,
      squad: 'womens',
      best2k: '7:01.5',
      best6k: null,
      highSchool: 'Lakeside HS',
      clubTeam: null,
      homeState: 'WA',
    },
    stage: 'identified',
    stageChangedAt: '2026-11-20T10:00:00.000Z',
    position: 0,
    notes: '',
    tags: [],
    starredAt: '2026-11-20T10:00:00.000Z',
    starredBy: 'pat.coach',
    history: [{ stage: 'identified', changedAt: '2026-11-20T10:00:00.000Z', changedBy: 'pat.coach' }],
    followUpOn: null,
    ...overrides,
  };
}

/** An athlete's recruiting profile as a coach sees it, with little filled in. */
export const athleteProfile: Schema<'RecruitingProfile'> = {
  id: 'user-1',
  fullName: 'Casey Sculler',
  gradYear: 2028,
  highSchool: 'Lakeside School',
  clubTeam: null,
  clubCoachName: null,
  hometown: null,
  heightFeet: null,
  heightInches: null,
  weight: null,
  wingspanInches: null,
  squad: 'womens',
  weightClass: null,
  side: null,
  discipline: null,
  coxswain: false,
  seasonsRowed: null,
  boatsCoxed: null,
  coxLinks: [],
  targetDivisions: [],
  intendedMajor: null,
  gpa: null,
  satScore: null,
  actScore: null,
  headline: null,
  bio: null,
  links: [],
  best2k: null,
  best6k: null,
  ergTests: [],
  races: [],
  updatedAt: '2026-10-20T10:00:00.000Z',
};
