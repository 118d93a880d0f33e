import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initAnalytics } from '@/lib/analytics';
import { startErrorReporting } from '@/lib/errorReporting';
import { primeSiteSettings } from '@/lib/siteSettings';
import { App } from './App';
import './styles/tokens.css';
import './styles/base.css';

initAnalytics();

// One request for the public site settings: the first screen reads it, and it says whether (and
// where) to report errors. Without the settings, reporting stays off.
void primeSiteSettings().then(
  (settings) => startErrorReporting(settings),
  () => undefined,
);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
