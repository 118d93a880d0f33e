/**
 * Query keys of the signed-in user's data, in one place so that a screen can refresh data another
 * screen shows (saving the profile changes the dashboard's completeness). Every key names the user.
 */
export const queryKeys = {
  profile: (userId: string) => ['profile', userId] as const,
  dashboard: (userId: string) => ['dashboard', userId] as const,
  performance: (userId: string) => ['performance', userId] as const,
  coachOverview: (userId: string) => ['coach', 'overview', userId] as const,
  /** GET /api/club: a coach's club team (also read by the navigation). */
  clubOverview: (userId: string) => ['club', 'overview', userId] as const,
  /** GET /api/club/me: an athlete's invitations, clubs, evaluations and verification requests. */
  clubMe: (userId: string) => ['club', 'me', userId] as const,
  /** GET /api/calendar: key dates follow the profile's graduation year, periods the coach's program. */
  calendar: (userId: string) => ['calendar', userId] as const,
};
