import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle, useScrollToHash } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import { siteFiguresQueryOptions } from './api';
import { shownFigures } from './figures';
import './marketing.css';

// Only what the product does: academic matching joins the list once fit is computed.
const features = [
  { title: 'School Database', text: 'Search college rowing programs across the country by division, conference and location.' },
  { title: 'Performance Tracking', text: 'Record erg scores and race results and watch your progress.' },
  { title: 'Direct Coach Connections', text: 'Put your profile in front of the coaches who are looking for you.' },
  { title: 'Recruitment Calendar', text: 'Keep official visits, contact periods and deadlines in one place.' },
  { title: 'Parent Portal', text: 'Parents and guardians follow along and give consent for younger rowers.' },
];

const steps = [
  { title: 'Create your profile', text: 'Add your academics, erg times and race results.' },
  { title: 'Explore programs', text: 'Browse and save the programs that suit you.' },
  { title: 'Connect with coaches', text: 'Let college coaches discover you and reach out.' },
  { title: 'Track your progress', text: 'See how your recruiting and your times move over the season.' },
];

const DESCRIPTION =
  'Find your college rowing program. RowRecruit brings a database of college rowing programs, performance tracking and direct coach connections to high school rowers, families and coaches.';

export default function LandingPage() {
  usePageTitle('Rowing recruitment', DESCRIPTION);
  useScrollToHash();
  // Counted by the server, never written here: the page rendered at build time shows none, and
  // the site's script (src/site/main.ts) or this query fills them in once they load.
  const figures = useQuery(siteFiguresQueryOptions());
  const shown = figures.data ? shownFigures(figures.data) : [];
  return (
    <>
      <section className="hero" aria-labelledby="landing-title">
        <div className="container hero__inner">
          <p className="eyebrow eyebrow--light">College rowing recruitment</p>
          <h1 id="landing-title">Find your college rowing program</h1>
          <p className="hero__lead">
            Create a profile, track your progress and connect with the programs that fit you, on the water and in the
            classroom.
          </p>
          <div className="hero__actions">
            <Link className="button button--accent button--large" to={paths.register}>
              Start Your Journey
            </Link>
            <Link className="button button--ghost-light button--large" to={paths.schools}>
              Explore Schools
            </Link>
          </div>
          <dl className="hero__stats" data-site-figures="" hidden={shown.length === 0}>
            {shown.map((figure) => (
              <div key={figure.key}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <svg className="hero__waves" viewBox="0 0 1440 120" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <path d="M0 60c120 30 240 30 360 0s240-30 360 0 240 30 360 0 240-30 360 0v60H0z" />
        </svg>
      </section>

      <section id="features" className="container section anchor-target" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title section-title--center">
          Everything you need to get recruited
        </h2>
        <div className="card-grid">
          {features.map((feature) => (
            <article key={feature.title} className="card feature-card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section id="how-it-works" className="section section--tinted anchor-target" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section-title section-title--center">
            How It Works
          </h2>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={step.title} className="card step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section cta-band" aria-labelledby="cta-title">
        <h2 id="cta-title" className="section-title">
          Ready to get recruited?
        </h2>
        <p className="lead">
          Create your profile in minutes and try any plan free for 14 days. Athletes aged 14 to 17 join with a
          parent or guardian&apos;s consent.
        </p>
        <div className="hero__actions">
          <Link className="button button--primary button--large" to={paths.register}>
            Create your profile
          </Link>
          <Link className="button button--ghost button--large" to={paths.pricing}>
            See pricing
          </Link>
        </div>
      </section>
    </>
  );
}
