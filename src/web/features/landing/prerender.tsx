import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SkipLink } from '../../components/site/SkipLink';
import { documentTitle } from '../../lib/page-title';
import { LANDING_TITLE, LandingPage } from './LandingPage';

/**
 * Build time only (Node): the landing page as static HTML for landing.html. Router links come out as plain
 * `<a href>`s, so each one is a full page load into the app.
 */
export function prerenderLanding(): { title: string; body: string } {
  const body = renderToStaticMarkup(
    <StaticRouter location="/landing">
      <SkipLink />
      <LandingPage />
    </StaticRouter>,
  );
  return { title: documentTitle(LANDING_TITLE), body };
}
