import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function SchoolsPage() {
  return (
    <PlaceholderPage
      title="Browse Rowing Programs"
      eyebrow="Schools"
      description="Search US college rowing programs by name or location and filter by division, conference and program type."
    />
  );
}
