import { Copy, Sparkles, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import type { GeneratedAnalysisDto } from '../../../common/assistant';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../lib/errors';
import { useGenerateAnalysis } from './api';
import { AnswerText, type OnCite } from './AnswerText';
import { plainAnswer } from './citations';
import { ASSISTANT_TEXT as T } from './texts';

/** Generate Analysis: the report's analysis in sections, regenerated and copied on request. */
export function GenerateAnalysis({
  analysisId,
  stored,
  onCite,
}: {
  analysisId: string;
  stored: (GeneratedAnalysisDto & { notice?: string }) | null;
  onCite: OnCite;
}) {
  const generate = useGenerateAnalysis(analysisId);
  // The newest: the one just made, else the one kept from an earlier visit.
  const result = generate.data ?? stored;

  function run() {
    if (generate.isPending) return;
    generate.mutate(undefined, {
      onError: (error) => {
        // Left the tab: nothing to say.
        if (!(error instanceof DOMException && error.name === 'AbortError')) toastError(T.generateFailed, error, T.chatFailed);
      },
    });
  }

  async function copy() {
    if (!result) return;
    const text = result.sections.map((s) => `${s.title}\n\n${plainAnswer(s.body, s.citations)}`).join('\n\n');
    try {
      await navigator.clipboard.writeText(text);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-prose text-sm text-muted-foreground">{T.generateIntro}</p>
        <div className="flex gap-2">
          {result ? (
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {T.copy}
            </Button>
          ) : null}
          <Button onClick={run} disabled={generate.isPending} aria-busy={generate.isPending || undefined}>
            <Sparkles aria-hidden="true" className={generate.isPending ? 'animate-pulse' : undefined} />
            {result ? T.regenerate : T.generate}
          </Button>
        </div>
      </div>
      {generate.isPending ? <Spinner label={T.generating} className="size-5" /> : null}
      {result && !generate.isPending ? (
        <article className="flex flex-col gap-5" aria-label={T.analysisTab}>
          {result.notice ? (
            <Alert>
              <TriangleAlert aria-hidden="true" />
              <AlertDescription>{result.notice}</AlertDescription>
            </Alert>
          ) : null}
          {result.sections.map((section) => (
            <section key={section.title} className="flex flex-col gap-2">
              <h3 className="font-semibold">{section.title}</h3>
              <AnswerText analysisId={analysisId} content={section.body} citations={section.citations} onCite={onCite} />
            </section>
          ))}
          <p className="text-xs text-muted-foreground">{result.source === 'model' ? T.modelSource(result.provider.model) : T.engineSource}</p>
        </article>
      ) : null}
    </div>
  );
}
