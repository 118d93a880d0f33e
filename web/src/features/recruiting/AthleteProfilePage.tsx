import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { athleteQueryOptions } from './api';
import { RecruitingProfileScreen } from './RecruitingProfileView';

/**
 * /athletes/:id, signed in: the owner, or a verified college coach the athlete allows.
 * `coachPanel` (the board's panel, handed in by the app's route table) is shown after the profile.
 */
export default function AthleteProfilePage({ coachPanel }: { coachPanel?: (athleteId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const profile = useQuery(athleteQueryOptions(id));
  return (
    <RecruitingProfileScreen query={profile}>
      {coachPanel?.(id)}
    </RecruitingProfileScreen>
  );
}
