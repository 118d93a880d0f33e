import { useAuth } from '@/features/auth';
import { ContactSection } from './ContactSection';

/** The "Message" section of an athlete's profile, for college coaches. */
export default function AthleteContact({ athleteId }: { athleteId: string }) {
  const { user } = useAuth();
  if (user?.role !== 'coach') return null;
  return (
    <ContactSection
      userId={user.id}
      target={{ athleteId }}
      title="Message"
      chooseKind
      className="contact-card--after-profile"
    />
  );
}
