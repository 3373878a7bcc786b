import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../common/brand';
import { Logo } from '../../components/Logo';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { usePageTitle } from '../../lib/page-title';

/** The onboarding card's frame (spec 000 §2). The four-step upload wizard comes with the upload issue. */
export function OnboardingPage() {
  usePageTitle('Welcome');
  return (
    <div className="min-h-screen bg-gradient-to-b from-indigo-50 to-background">
      <header className="mx-auto flex h-16 max-w-3xl items-center px-4">
        <Logo />
      </header>
      <main id="main-content" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl sm:text-3xl">
              Welcome to {PRODUCT_NAME}
            </CardTitle>
            <CardDescription className="text-base">Let&apos;s get started improving your credit score with AI-powered analysis</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-6 text-center">
            <p className="max-w-xl text-muted-foreground">
              Your account is ready. From your dashboard you can upload your credit reports from Experian, TransUnion and Equifax whenever
              you have them.
            </p>
            <Button size="lg" asChild>
              <Link to="/dashboard">
                Go to Dashboard
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
