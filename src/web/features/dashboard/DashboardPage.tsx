import { FileUp, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { usePageTitle } from '../../lib/page-title';

/**
 * The dashboard's welcome state (spec 001: no report data yet). The data views arrive with the dashboard issue;
 * until then every user sees this honest starting point.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Card className="mx-auto max-w-3xl">
      <CardContent className="flex flex-col items-center gap-5 px-6 py-12 text-center sm:px-12">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <ShieldCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome to Your Dashboard</h1>
        <p className="max-w-xl text-muted-foreground">
          Upload a credit report from Experian, TransUnion or Equifax to get started. We&apos;ll analyze it for errors and negative
          items and build your personalized repair plan.
        </p>
        <Button size="lg" asChild>
          <Link to="/credit-report?tab=upload">
            <FileUp aria-hidden="true" />
            Upload Credit Report
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
