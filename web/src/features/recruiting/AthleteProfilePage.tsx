import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { athleteQueryOptions } from './api';
import { RecruitingProfileScreen } from './RecruitingProfileView';

/** /athletes/:id, signed in: the owner, or a verified college coach the athlete allows. */
export default function AthleteProfilePage() {
  const { id = '' } = useParams();
  const profile = useQuery(athleteQueryOptions(id));
  return <RecruitingProfileScreen query={profile} />;
}
