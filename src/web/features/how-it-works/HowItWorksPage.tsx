import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site/SiteFooter';
import { SiteHeader } from '../../components/site/SiteHeader';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/page-title';
import { SampleFinding, SampleLetter, SampleProgressChart, SampleScoreCard } from './samples';

const STEPS: { title: string; text: string; sample: ReactNode }[] = [
  {
    title: 'Upload your credit reports',
    text: 'Get your free reports from Experian, TransUnion and Equifax (one free report per bureau each year) and upload the PDFs or photos. Your files are encrypted as soon as they arrive.',
    sample: <SampleScoreCard />,
  },
  {
    title: 'AI analyzes every item',
    text: 'Our analysis reads each account, inquiry and public record, compares the bureaus, and flags errors, outdated entries and negative items, with the law that applies to each one.',
    sample: <SampleFinding />,
  },
  {
    title: 'Send your dispute letters',
    text: 'For every item worth disputing you get a ready-to-send letter citing your rights under the Fair Credit Reporting Act, plus a timeline of when the bureaus must respond.',
    sample: <SampleLetter />,
  },
  {
    title: 'Track your progress',
    text: 'Upload updated reports as responses come in. You see what was corrected or removed and how your scores move over time, and your plan adapts to what is left.',
    sample: <SampleProgressChart />,
  },
];

export function HowItWorksPage() {
  usePageTitle('How It Works');
  return (
    <div className="min-h-screen bg-card">
      <SiteHeader signUpLabel="Get Started" />
      <main id="main-content">
        <section className="bg-gradient-to-b from-primary-soft to-card">
          <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
            <h1 className="text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl">How It Works</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
              Four steps from your credit reports to a cleaner credit file. The examples below use sample data for an invented person.
            </p>
          </div>
        </section>
        <ol className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-12 sm:px-6 lg:gap-24 lg:py-16">
          {STEPS.map(({ title, text, sample }, index) => (
            <li key={title} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
              <div className={cn(index % 2 === 1 && 'lg:order-2')}>
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground" aria-hidden="true">
                  {index + 1}
                </span>
                <h2 className="mt-4 text-2xl font-bold tracking-tight text-foreground">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h2>
                <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{text}</p>
              </div>
              <div className={cn('rounded-xl bg-muted p-4 sm:p-6', index % 2 === 1 && 'lg:order-1')}>{sample}</div>
            </li>
          ))}
        </ol>
        <section aria-labelledby="hiw-cta" className="bg-primary py-16 text-primary-foreground">
          <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
            <h2 id="hiw-cta" className="text-3xl font-bold tracking-tight">
              Start improving your credit today
            </h2>
            <p className="mt-4 text-lg text-primary-foreground/85">One plan with everything included. Cancel anytime.</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button size="lg" variant="inverse" asChild>
                <Link to="/register">
                  Start Fixing Your Credit
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button
                size="lg"
                variant="outline"
                className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
                asChild
              >
                <Link to="/landing#pricing">View Pricing</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
