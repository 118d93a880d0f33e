import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ProfilePage() {
  return (
    <PlaceholderPage
      title="Athlete profile"
      eyebrow="Your profile"
      description="Your personal, academic and athletic information and a few words about you, as college coaches will see them."
    />
  );
}
