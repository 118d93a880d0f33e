import { useAuth } from '@/features/auth';
import { ContactSection } from './ContactSection';

/** Said before an athlete's first message to a program no verified coach reads yet. */
export const NO_VERIFIED_COACH =
  "No coach of this program is verified on RowRecruit yet. Your message will wait and reach the program's coaches once one is verified.";

/** "Write to this program" on a school's page, for athletes. */
export default function ProgramContact({ schoolId }: { schoolId: string }) {
  const { user } = useAuth();
  if (user?.role !== 'student') return null;
  return (
    <ContactSection
      userId={user.id}
      target={{ schoolId }}
      title="Write to this program"
      chooseKind={false}
      note={({ verifiedCoaches }) => (
        <>
          <p>
            You may write to any program at any time. A Division I or II coach can answer from June 15 after your
            sophomore year; before then they may send only questionnaires and camp information.
          </p>
          {verifiedCoaches === 0 ? <p className="contact-card__waiting">{NO_VERIFIED_COACH}</p> : null}
        </>
      )}
    />
  );
}
