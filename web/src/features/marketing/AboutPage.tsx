import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function AboutPage() {
  return (
    <PlaceholderPage
      title="About RowRecruit"
      eyebrow="Our mission"
      description="We help high school rowers find the college program where they will thrive, and help coaches find the athletes who will make their boats faster."
    />
  );
}
