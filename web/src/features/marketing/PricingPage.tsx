import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function PricingPage() {
  return (
    <PlaceholderPage
      title="Pricing"
      eyebrow="Plans"
      description="Plans for individual rowers, families, club coaches and college coaches, billed monthly or annually. Every plan starts with a 14-day free trial, no credit card required."
    />
  );
}
