import { Logo } from '../../components/Logo';
import { usePageTitle } from '../../lib/page-title';
import { useAuthSession } from '../auth/session';
import { OnboardingWizard } from './OnboardingWizard';
import { ONBOARDING_TEXT } from './texts';

/** /onboarding (spec 000 §2): the four-step wizard on its own page, outside the app layout. */
export function OnboardingPage() {
  usePageTitle(ONBOARDING_TEXT.pageTitle);
  const { user } = useAuthSession();
  return (
    <div className="min-h-screen bg-gradient-to-b from-primary-soft to-background">
      <header className="mx-auto flex h-16 max-w-4xl items-center px-4">
        <Logo />
      </header>
      <main id="main-content" className="mx-auto max-w-4xl px-4 pb-12 pt-2 sm:pt-6">
        {/* RequireAuth renders this page only with a user; keyed so another user never sees this one's wizard. */}
        {user ? <OnboardingWizard key={user.id} userId={user.id} /> : null}
      </main>
    </div>
  );
}
