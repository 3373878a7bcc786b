import { AlertCircle, FileUp, RefreshCw, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { DASHBOARD_TEXT as TEXT, UPLOAD_PATH } from './texts';

/** No report data yet (spec document 2 §2): the welcome screen with the upload button. */
export function WelcomeCard() {
  return (
    <Card className="mx-auto max-w-3xl">
      <CardContent className="flex flex-col items-center gap-5 px-6 py-12 text-center sm:px-12">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <ShieldCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{TEXT.welcome.title}</h1>
        <p className="max-w-xl text-muted-foreground">{TEXT.welcome.description}</p>
        <Button size="lg" asChild>
          <Link to={UPLOAD_PATH}>
            <FileUp aria-hidden="true" />
            {TEXT.welcome.action}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The loading skeleton: the data view's shape, announced once as loading. */
export function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">{TEXT.page.title}</h1>
      <p role="status" className="sr-only">
        {TEXT.page.loading}
      </p>
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
        <Skeleton className="h-10 w-32" />
      </div>
      <div className="grid gap-4 md:grid-cols-3" data-testid="dashboard-skeleton">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <CardHeader>
              <Skeleton className="h-5 w-24" />
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <Skeleton className="h-10 w-20" />
              <Skeleton className="h-2 w-full" />
              <Skeleton className="h-3 w-32" />
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-72 lg:col-span-2" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

/** The code of a failed load: the server's error code, or 'Unknown error'. */
function errorCode(error: unknown): string {
  return error instanceof ApiError && error.code ? error.code : TEXT.error.unknownCode;
}

/** Spec §2: 'Error loading credit data' with the message, the code or 'Unknown error', and 'Try Again'. */
export function DashboardError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.page.title} />
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <AlertTitle>{TEXT.error.title}</AlertTitle>
        <AlertDescription className="flex flex-col gap-3">
          <p>{errorMessage(error, TEXT.error.fallback)}</p>
          <p className="text-xs">
            {TEXT.error.codeLabel} <code>{errorCode(error)}</code>
          </p>
          <Button variant="outline" size="sm" className="w-fit" onClick={onRetry} disabled={retrying}>
            <RefreshCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
            {TEXT.error.retry}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
