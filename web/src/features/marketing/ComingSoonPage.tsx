import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@/lib/usePageTitle';
import { CONTACT_EMAIL, paths } from '@/paths';
import { AccessCodeForm } from './AccessCodeForm';
import { WaitlistForm } from './WaitlistForm';
import './marketing.css';

const DESCRIPTION =
  'RowRecruit, the future of rowing recruitment, is coming soon. Join the waitlist to hear when athletes, families and coaches can sign up.';

function Icon({ children }: { children: ReactNode }) {
  return (
    <span className="feature-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="26" height="26" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </svg>
    </span>
  );
}

const coming = [
  {
    title: 'For athletes',
    text: 'A recruiting profile with erg scores, race results and academics, progress you can track, and a direct line to the programs that fit you.',
    icon: (
      <Icon>
        <circle cx="12" cy="7" r="3.5" />
        <path d="M5 20c.8-3.6 3.6-6 7-6s6.2 2.4 7 6" />
      </Icon>
    ),
  },
  {
    title: 'For coaches',
    text: 'Discover athletes who fit your program and manage recruitment within NCAA contact rules.',
    icon: (
      <Icon>
        <path d="M4 19V9l8-5 8 5v10" />
        <path d="M9 19v-5h6v5" />
      </Icon>
    ),
  },
  {
    title: 'Data-driven',
    text: 'Metrics and analytics that show where you stand and which programs match you, on the water and in the classroom.',
    icon: (
      <Icon>
        <path d="M4 20V4" />
        <path d="M4 20h16" />
        <path d="M8 16v-4M12 16V8M16 16v-6" />
      </Icon>
    ),
  },
];

/** The pre-launch home page: waitlist sign-up and, when the operator allows it, a preview code. */
export function ComingSoonPage({ previewAccess }: { previewAccess: boolean }) {
  usePageTitle('', DESCRIPTION);
  const navigate = useNavigate();
  return (
    <>
      <section className="hero hero--coming-soon" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="eyebrow eyebrow--light">Coming soon</p>
          <h1 id="hero-title">The future of rowing recruitment</h1>
          <p className="hero__lead">
            RowRecruit connects high school rowers, their families and club coaches with college rowing programs.
            Athletes create profiles, track progress and connect with programs; coaches discover athletes and manage
            recruitment.
          </p>
          <div className="signup-card">
            <h2 className="signup-card__title">Join the waitlist</h2>
            <p className="signup-card__text">
              Be the first to know when RowRecruit opens. We only use your address to tell you about the launch; see
              our <Link to={paths.privacy}>privacy policy</Link>.
            </p>
            {/* data-island: on the page rendered at build time, the page's script hands a
                submitted form over to this component (src/site). */}
            <div data-island="waitlist">
              <WaitlistForm />
            </div>
            {/* Shown only by the stylesheet that browsers without JavaScript load (public/noscript.css). */}
            <p className="signup-card__noscript" data-noscript hidden>
              Joining the waitlist needs JavaScript, which is turned off in this browser. Turn it on and reload this
              page, or write to <a href={`mailto:${CONTACT_EMAIL}?subject=Waitlist`}>{CONTACT_EMAIL}</a> and we will
              add you.
            </p>
            {previewAccess ? (
              <div className="signup-card__preview" data-island="access-code">
                <AccessCodeForm onOpened={() => void navigate(paths.landing)} />
              </div>
            ) : null}
          </div>
        </div>
        <svg className="hero__waves" viewBox="0 0 1440 120" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <path d="M0 60c120 30 240 30 360 0s240-30 360 0 240 30 360 0 240-30 360 0v60H0z" />
        </svg>
      </section>
      <section className="container section" aria-labelledby="coming-title">
        <h2 id="coming-title" className="section-title section-title--center">
          What&apos;s Coming
        </h2>
        <div className="card-grid">
          {coming.map((item) => (
            <article key={item.title} className="card feature-card">
              {item.icon}
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
