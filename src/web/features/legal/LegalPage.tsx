import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/site/SiteFooter';
import { SiteHeader } from '../../components/site/SiteHeader';
import { usePageTitle } from '../../lib/page-title';

export const LEGAL_LAST_UPDATED = 'April 6, 2025';
/** Contact addresses on the product's domain (docs/decisions/020-web-foundation.md). */
export const PRIVACY_EMAIL = 'privacy@creditfix.ai';
export const TERMS_EMAIL = 'terms@creditfix.ai';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Static legal document: title, last-updated line, and numbered sections with a table of contents. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  usePageTitle(title);
  return (
    <div className="min-h-screen bg-card">
      <SiteHeader />
      <main id="main-content" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <h1 className="text-4xl font-extrabold tracking-tight text-foreground">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {LEGAL_LAST_UPDATED}</p>
        <div className="mt-6 text-base leading-relaxed text-muted-foreground">{intro}</div>
        <nav aria-label="Contents" className="mt-8 rounded-lg border border-border bg-muted p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Contents</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#section-${index + 1}`} className="text-primary hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.title} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-title`} className="mt-10 scroll-mt-20">
            <h2 id={`section-${index + 1}-title`} className="text-xl font-bold text-foreground">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 flex flex-col gap-3 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </main>
      <SiteFooter />
    </div>
  );
}
