import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';

/** Frame of the sign-in, registration and password screens: logo header and one centered card. */
export function AuthLayout({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-primary-soft via-background to-background">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Link to="/landing" className="rounded-md" aria-label="Home">
          <Logo />
        </Link>
      </header>
      <main id="main-content" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:pt-12">
        <Card className="w-full max-w-md shadow-md">
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? <CardFooter className="flex-col gap-2 border-t border-border pt-4 text-center text-sm text-muted-foreground">{footer}</CardFooter> : null}
        </Card>
      </main>
    </div>
  );
}

/** "By …, you agree to our Terms of Service and Privacy Policy" with the spec's /terms and /privacy links. */
export function LegalConsent({ action }: { action: string }) {
  return (
    <p className="text-xs leading-relaxed text-muted-foreground">
      By {action}, you agree to our{' '}
      <Link to="/terms" className="font-medium text-primary underline underline-offset-2">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
