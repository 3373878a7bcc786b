import { Link } from 'react-router';
import { Logo } from '../Logo';
import { Button } from '../ui/button';

/** Header of the public pages: logo home link, section links on wide screens, Login and Sign Up. */
export function SiteHeader({ signUpLabel = 'Sign Up' }: { signUpLabel?: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-border/80 bg-card/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/landing" className="rounded-md" aria-label="Home">
          <Logo />
        </Link>
        <nav aria-label="Site" className="ml-6 hidden items-center gap-6 text-sm font-medium text-muted-foreground md:flex">
          <Link to="/landing#features" className="hover:text-primary">
            Features
          </Link>
          <Link to="/how-it-works" className="hover:text-primary">
            How It Works
          </Link>
          <Link to="/landing#pricing" className="hover:text-primary">
            Pricing
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button variant="ghost" className="px-3 sm:px-4" asChild>
            <Link to="/login">Login</Link>
          </Button>
          <Button className="px-3 sm:px-4" asChild>
            <Link to="/register">{signUpLabel}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
