import { Spinner } from '@/components/Spinner';
import { useSiteSettings } from '@/lib/siteSettings';
import { ComingSoonPage } from './ComingSoonPage';
import LandingPage from './LandingPage';

/**
 * `/`: the landing page once the operator has made the site live, the coming-soon page before.
 * If the settings cannot be read, the pre-launch page is the safe choice.
 */
export default function HomePage() {
  const site = useSiteSettings();
  if (site.isPending) return <Spinner label="Loading RowRecruit" />;
  if (site.data?.live) return <LandingPage />;
  return <ComingSoonPage previewAccess={site.data?.previewAccess ?? false} />;
}
