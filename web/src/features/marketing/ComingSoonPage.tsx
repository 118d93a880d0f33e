import { Link } from 'react-router';
import { usePageTitle } from '@/lib/usePageTitle';
import { paths } from '@/paths';
import './marketing.css';

const coming = [
  { title: 'For athletes', text: 'A recruiting profile with erg scores, race results and academics that college coaches can find.' },
  { title: 'For coaches', text: 'Discover athletes who fit your program and manage recruiting within NCAA contact rules.' },
  { title: 'Data-driven', text: 'Metrics and analytics that show where you stand and which programs match you.' },
];

export default function ComingSoonPage() {
  usePageTitle('');
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="eyebrow eyebrow--light">Launching June 2025</p>
          <h1 id="hero-title">The future of rowing recruitment</h1>
          <p className="hero__lead">
            RowRecruit connects high school rowers, their families and club coaches with college rowing programs.
          </p>
          <div className="hero__actions">
            <Link className="button button--accent button--large" to={paths.landing}>
              Take a look
            </Link>
            <Link className="button button--ghost-light button--large" to={paths.about}>
              About RowRecruit
            </Link>
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
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
