import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TEXT } from './texts';

/** Reloads the page; a module-level function so tests can replace it. */
export const pageReload = { run: () => window.location.reload() };

/**
 * The error guard around each tab's content (spec §2): a render error in one tab shows 'Something went wrong with
 * this content' with 'Refresh Page' instead of blanking the screen. The error itself is not shown (it may quote
 * report data); React still hands it to the root's onCaughtError (default: console.error).
 */
export class ContentGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{TEXT.guard.title}</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => pageReload.run()}>
            {TEXT.guard.action}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
}
