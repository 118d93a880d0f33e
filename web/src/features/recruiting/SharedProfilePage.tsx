import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { sharedProfileQueryOptions } from './api';
import { RecruitingProfileScreen } from './RecruitingProfileView';

/** /p/:token, public: the profile behind a share link. Search engines are asked not to index it. */
export default function SharedProfilePage() {
  const { token = '' } = useParams();
  const profile = useQuery(sharedProfileQueryOptions(token));
  return (
    <>
      <meta name="robots" content="noindex" />
      <RecruitingProfileScreen query={profile} shared />
    </>
  );
}
