import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { clubOverviewQueryOptions } from '@/features/club';
import { paths } from '@/paths';

/**
 * Whose home a signed-in account has. A coach with a club team and no college program is a club
 * coach; every other coach recruits for a college program (or is about to name one).
 */
export type HomeKind = 'athlete' | 'parent' | 'college' | 'club' | 'operator';

export const homePaths: Record<HomeKind, string> = {
  athlete: paths.dashboard,
  parent: paths.family,
  // The coach page, which /coach also shows.
  college: paths.dashboard,
  club: paths.club,
  operator: paths.admin,
};

export interface Home {
  kind: HomeKind;
  /** Whether a coach also recruits for a college program (and so has its calendar). */
  hasProgram: boolean;
  /** Whether a coach also coaches a club team (and so has the club page). */
  hasClub: boolean;
  /** The club team a coach coaches, by name. */
  clubName?: string;
}

/** The signed-in account's home; undefined while signed out or while a coach's club is loading. */
export function useHome(): Home | undefined {
  const { user } = useAuth();
  const coach = user?.role === 'coach';
  // Once the club could not be read, a page mounting later does not ask again: asking resets the
  // query to pending, which would take the home away and back.
  const clubQuery = useQuery({ ...clubOverviewQueryOptions(user?.id ?? ''), enabled: coach, retryOnMount: false });
  const club = clubQuery.data;
  if (!user) return undefined;
  switch (user.role) {
    case 'student':
      return { kind: 'athlete', hasProgram: false, hasClub: false };
    case 'parent':
      return { kind: 'parent', hasProgram: false, hasClub: false };
    case 'admin':
      return { kind: 'operator', hasProgram: false, hasClub: false };
    case 'coach': {
      // Without an answer about a club, the coach is taken for a college coach.
      if (clubQuery.isError) return { kind: 'college', hasProgram: false, hasClub: false };
      if (club === undefined) return undefined;
      const hasClub = club.club != null;
      return {
        kind: hasClub && !club.hasProgram ? 'club' : 'college',
        hasProgram: club.hasProgram,
        hasClub,
        clubName: club.club?.name,
      };
    }
  }
}
