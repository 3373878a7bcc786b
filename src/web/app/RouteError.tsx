import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** Shown when a route fails to load or render (e.g. a chunk missing after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main-content" className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">The page could not be shown. Please reload and try again.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <a href="/">Return to Home</a>
        </Button>
      </div>
    </main>
  );
}
