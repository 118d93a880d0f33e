import { generatePath } from 'react-router';
import { InvitationPage, type InvitationConfig } from '@/features/auth';
import { paths } from '@/paths';
import { familyApi, familyKeys, type AcceptedFamilyInvitation } from './api';
import { invitationErrorText } from './rules';

const familyInvitation: InvitationConfig<AcceptedFamilyInvitation> = {
  path: paths.familyInvitation,
  tokenKey: 'familyInvitationToken',
  accept: familyApi.acceptInvitation,
  changes: familyKeys.all,
  errorText: invitationErrorText,
  incompleteHint: 'ask your child to send a new invitation from their dashboard',
  signedOut: {
    title: "Follow your child's recruiting on RowRecruit",
    lead: 'Your child invited you to their parent portal. Sign in with your parent account, or create one, to accept.',
    register: { to: `${paths.register}?role=parent`, label: 'Create a parent account' },
    note: 'After creating your account and confirming your email, open the invitation link from the email again.',
  },
  offer: {
    title: "Follow your child's recruiting",
    lead: 'Your child invited you to follow their recruiting on RowRecruit.',
    notNowTo: paths.family,
  },
  accepted: ({ childId, childName }) => {
    // The child may not have given a name yet.
    const given = childName?.trim() ?? '';
    const name = given === '' ? 'your child' : given;
    return {
      title: `You now follow ${name}`,
      icon: 'success',
      body: (
        <p>
          You see their profile, results, saved schools and every message, and you steer their privacy choices while they
          are under 18.
        </p>
      ),
      link: { to: generatePath(paths.familyChild, { id: childId }), label: `Open ${name}'s recruiting` },
    };
  },
  refusal: (user) =>
    user.role === 'parent'
      ? null
      : {
          title: 'Sign in with a parent account',
          icon: 'warning',
          body: (
            <p>
              You are signed in as <strong>{user.email}</strong>, which is not a parent account. Family invitations are
              accepted with a parent or guardian account: sign out, then sign in with yours or create one.
            </p>
          ),
          link: { to: paths.dashboard, label: 'Go to your dashboard', secondary: true },
        },
};

/** /family-invitation#token=…: the link an athlete's invitation emails to their parent. */
export default function FamilyInvitationPage() {
  return <InvitationPage config={familyInvitation} />;
}
