import { ArrowRight, BarChart3, Brain, CalendarClock, Check, FileSearch, FileText, Lock, Scale, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site/SiteFooter';
import { SiteHeader } from '../../components/site/SiteHeader';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';
import { formatUsd, MONTHLY_PRICE_CENTS, PLAN_FEATURES, YEARLY_DISCOUNT_LABEL, YEARLY_PRICE_CENTS, YEARLY_SAVINGS_CENTS } from '../../lib/pricing';
import { DashboardPreview } from './DashboardPreview';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Credit Analysis',
    text: 'Our AI reads your Experian, TransUnion and Equifax reports and flags errors, outdated entries and negative items.',
    icon: FileSearch,
  },
  {
    title: 'Strategic Planning',
    text: 'Get a personalized, step-by-step repair plan that tackles the items with the biggest impact first.',
    icon: Brain,
  },
  {
    title: 'Automated Letters',
    text: 'Generate dispute letters from templates grounded in the FCRA and other consumer protection laws.',
    icon: FileText,
  },
  {
    title: 'Guided Timeline',
    text: 'Know exactly what to do and when, with clear actions and the deadlines bureaus must meet.',
    icon: CalendarClock,
  },
  {
    title: 'Progress Tracking',
    text: 'Watch your scores and resolved items over time and see what each round of disputes achieved.',
    icon: BarChart3,
  },
  {
    title: 'Expert Guidance',
    text: 'Recommendations based on credit law explain your rights and why each step matters.',
    icon: Scale,
  },
];

export const LANDING_TITLE = 'Repair your credit with AI';

/**
 * /landing. Rendered by the app router on in-app navigation, and to static HTML at build time for landing.html
 * (scripts/prerender-landing-plugin.ts), which a first visit gets without the app's JavaScript.
 */
export function LandingPage() {
  usePageTitle(LANDING_TITLE);
  return (
    <div className="min-h-screen bg-card">
      <SiteHeader />
      <main id="main-content">
        <section className="relative overflow-hidden bg-gradient-to-b from-primary-soft via-card to-card">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 lg:grid-cols-2 lg:pb-24 lg:pt-20">
            <div>
              <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
                <Sparkles className="size-4" aria-hidden="true" />
                AI-powered credit repair
              </p>
              <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-foreground sm:text-5xl">
                Repair Your Credit with <span className="text-primary">AI-Powered Strategies</span>
              </h1>
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">
                Upload your credit reports and let our AI find errors and negative items, write your dispute letters and guide you step by step through
                disputing what is wrong. Results are not guaranteed.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Button size="lg" asChild>
                  <Link to="/register">
                    Start Fixing Your Credit
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button size="lg" variant="outline" asChild>
                  <Link to="/how-it-works">How It Works</Link>
                </Button>
              </div>
              <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
                <li className="flex items-center gap-2">
                  <ShieldCheck className="size-4 text-success" aria-hidden="true" />
                  All three bureaus
                </li>
                <li className="flex items-center gap-2">
                  <Lock className="size-4 text-success" aria-hidden="true" />
                  Reports encrypted at rest
                </li>
                <li className="flex items-center gap-2">
                  <Check className="size-4 text-success" aria-hidden="true" />
                  Cancel anytime
                </li>
              </ul>
            </div>
            <div className="flex flex-col items-center gap-5">
              <DashboardPreview />
              <Button variant="secondary" asChild>
                <Link to="/register">
                  See Your Full Dashboard
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
        </section>

        <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 py-16 lg:py-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-foreground">
                Everything You Need to Fix Your Credit
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">From finding the problems to disputing them and tracking the results.</p>
            </div>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ title, text, icon: Icon }) => (
                <li key={title} className="rounded-lg border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-foreground">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 bg-muted py-16 lg:py-24">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight text-foreground">
                Simple, Transparent Pricing
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">One plan with everything included. Cancel anytime. No long-term contracts.</p>
            </div>
            <div className="mx-auto mt-12 max-w-lg rounded-2xl border-2 border-primary bg-card p-8 shadow-lg">
              <h3 className="text-xl font-semibold text-foreground">Credit Repair Subscription</h3>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-5xl font-extrabold tracking-tight text-foreground">{formatUsd(MONTHLY_PRICE_CENTS)}</span>
                <span className="text-lg text-muted-foreground">/month</span>
              </p>
              <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span>
                  or <span className="font-semibold">{formatUsd(YEARLY_PRICE_CENTS)}/year</span>
                </span>
                <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success">{YEARLY_DISCOUNT_LABEL}</span>
                <span className="text-success">Save {formatUsd(YEARLY_SAVINGS_CENTS)} a year</span>
              </p>
              <ul className="mt-6 flex flex-col gap-3">
                {PLAN_FEATURES.map((feature) => (
                  <li key={feature} className="flex items-start gap-3 text-muted-foreground">
                    <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button size="lg" className="mt-8 w-full" asChild>
                <Link to="/register">Get Started</Link>
              </Button>
              <p className="mt-3 text-center text-sm text-muted-foreground">Cancel anytime. No long-term contracts.</p>
            </div>
          </div>
        </section>

        <section aria-labelledby="cta-heading" className="bg-primary py-16 text-primary-foreground lg:py-20">
          <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
              Ready to Fix Your Credit?
            </h2>
            <p className="mt-4 text-lg text-primary-foreground/85">
              Create your account in a minute, upload your reports and get your personalized repair plan.
            </p>
            <Button size="lg" variant="inverse" className="mt-8" asChild>
              <Link to="/register">Get Started For Free</Link>
            </Button>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
