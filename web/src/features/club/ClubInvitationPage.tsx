import { InvitationPage, type InvitationConfig } from '@/features/auth';
import { paths } from '@/paths';
import { athleteClubApi, clubKeys, type AcceptedInvitation } from './api';
import { invitationErrorText, WAITING_FOR_PARENT } from './rules';

const clubInvitation: InvitationConfig<AcceptedInvitation> = {
  path: paths.clubInvitation,
  tokenKey: 'clubInvitationToken',
  accept: athleteClubApi.acceptToken,
  changes: () => clubKeys.all,
  errorText: invitationErrorText,
  incompleteHint: 'ask your club coach to send a new invitation',
  signedOut: {
    title: 'Join your club team on RowRecruit',
    lead: 'Your club coach invited you. Sign in, or create an account, to accept the invitation.',
    register: { to: paths.register, label: 'Create an account' },
    note: 'After creating your account and confirming your email, open the invitation link from the email again. Athletes also find the invitation on their dashboard.',
  },
  offer: { title: 'Join your club team', lead: 'A club coach invited you to their team on RowRecruit.', notNowTo: paths.dashboard },
  accepted: ({ clubName, kind, waitingForParent }) => {
    if (waitingForParent) {
      return {
        title: `You accepted ${clubName}'s invitation`,
        icon: 'success',
        body: <p>{WAITING_FOR_PARENT}</p>,
        link: { to: paths.dashboard, label: 'Go to your dashboard' },
      };
    }
    const coach = kind === 'coach';
    return {
      title: `You joined ${clubName}`,
      icon: 'success',
      body: (
        <p>
          {coach
            ? 'An administrator checks your coaching role at this club, usually within 2 business days, before you can work with its roster.'
            : 'Your club coach can now see your profile’s progress, and you can ask them to verify your erg tests and race results.'}
        </p>
      ),
      link: coach ? { to: paths.club, label: 'Open your club page' } : { to: paths.dashboard, label: 'Go to your dashboard' },
    };
  },
};

/** /club-invitation#token=…: the link from a club's invitation email, to an athlete or a coach. */
export default function ClubInvitationPage() {
  return <InvitationPage config={clubInvitation} />;
}
