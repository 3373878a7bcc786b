import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';

/** 404 for any address no route matches; it is outside the app layout, so it provides the <main> landmark itself. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const location = useLocation();
  const content = (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-md text-muted-foreground">
        We couldn&apos;t find <span className="font-mono text-sm text-foreground">{location.pathname}</span>. It may have moved or it does not exist.
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center p-6">
      {content}
    </main>
  );
}
