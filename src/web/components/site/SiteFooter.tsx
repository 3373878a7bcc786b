import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../common/brand';
import { Logo } from '../Logo';

export function SiteFooter() {
  return (
    <footer className="border-t border-inverse-border bg-inverse text-inverse-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Logo inverse />
          <p className="mt-3 text-sm leading-relaxed text-inverse-foreground">
            AI-powered credit analysis, dispute letters and a step-by-step plan to help you improve your credit.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-12 gap-y-2 text-sm">
          <Link to="/how-it-works" className="hover:underline">
            How It Works
          </Link>
          <Link to="/privacy-policy" className="hover:underline">
            Privacy Policy
          </Link>
          <Link to="/landing#pricing" className="hover:underline">
            Pricing
          </Link>
          <Link to="/terms-of-service" className="hover:underline">
            Terms of Service
          </Link>
        </nav>
      </div>
      <div className="border-t border-inverse-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-inverse-foreground sm:px-6">
          © <span data-current-year>{new Date().getFullYear()}</span> {PRODUCT_NAME}. {PRODUCT_NAME} is not a law firm and does not provide legal advice.
          Results are not guaranteed.
        </p>
      </div>
    </footer>
  );
}
