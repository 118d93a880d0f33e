import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      eyebrow="Account"
      description="Manage your account, email preferences and privacy choices."
    />
  );
}
