import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { CompleteStep } from './CompleteStep';
import { GetReportsStep } from './GetReportsStep';
import { StepFocusRequest } from './StepHeading';
import { StepTabs } from './StepTabs';
import { ONBOARDING_STEPS, ONBOARDING_TEXT } from './texts';
import { UploadStep } from './UploadStep';
import { FINISH_PATH, useOnboardingWizard, type FinishOutcome } from './use-onboarding-wizard';
import { useUploadStatuses } from './use-upload-statuses';
import { WelcomeStep } from './WelcomeStep';

const f = ONBOARDING_TEXT.footer;

/** The onboarding card (spec 000 §2 "Onboarding"): title, subtitle, four step tabs, the step, and the footer. */
export function OnboardingWizard({ userId }: { userId: string }) {
  const wizard = useOnboardingWizard(userId);
  const { step, index, uploads, locked, busy, finishing } = wizard;
  const onComplete = step === 'complete';
  const statuses = useUploadStatuses(uploads, onComplete);

  // A new step takes focus on its heading (StepHeading does it when it mounts), not the first one of the page.
  const focusRequest = useRef(false);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else focusRequest.current = true;
  }, [step]);

  const outcome: FinishOutcome =
    uploads.length === 0
      ? 'no-uploads'
      : statuses.allDone
        ? statuses.rows.some((r) => r.analysis?.analysis_status === 'completed')
          ? 'analysis-complete'
          : 'all-failed'
        : 'still-analyzing';

  const finishDisabled = locked || busy || finishing;

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle as="h1" className="text-2xl sm:text-3xl">
          {ONBOARDING_TEXT.title}
        </CardTitle>
        <CardDescription className="text-base">{ONBOARDING_TEXT.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Controlled and without onValueChange: the tabs show progress and cannot be used to jump. */}
        <Tabs value={step} activationMode="manual">
          <StepTabs current={index} />
          <p className="sr-only" aria-live="polite">
            {ONBOARDING_TEXT.stepOf(index + 1, ONBOARDING_STEPS.length)}
          </p>
          <StepFocusRequest value={focusRequest}>
            <TabsContent value="welcome" className="mt-6">
              <WelcomeStep />
            </TabsContent>
            <TabsContent value="get-reports" className="mt-6">
              <GetReportsStep />
            </TabsContent>
            <TabsContent value="upload" className="mt-6">
              <UploadStep uploads={uploads} onUploaded={wizard.markUploaded} onRemoved={wizard.clearUpload} />
            </TabsContent>
            <TabsContent value="complete" className="mt-6">
              <CompleteStep
                hasUploads={uploads.length > 0}
                rows={statuses.rows}
                done={statuses.allDone}
                failed={statuses.failed}
                disabled={finishDisabled}
                onViewReport={() => void wizard.finish('/credit-report', outcome)}
              />
            </TabsContent>
          </StepFocusRequest>
        </Tabs>
      </CardContent>
      <CardFooter data-wizard-footer className="flex-wrap justify-between gap-3 border-t border-border pt-6">
        <div>
          {index > 0 ? (
            <Button variant="outline" onClick={wizard.back} disabled={locked || busy || finishing}>
              <ArrowLeft aria-hidden="true" />
              {f.back}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {step === 'upload' && uploads.length === 0 ? (
            <Button variant="ghost" onClick={wizard.skip} disabled={locked || busy}>
              {ONBOARDING_TEXT.upload.skip}
            </Button>
          ) : null}
          {onComplete ? (
            <Button onClick={() => void wizard.finish(FINISH_PATH, outcome)} disabled={finishDisabled}>
              {finishDisabled ? (
                <>
                  <Spinner className="text-primary-foreground" />
                  {f.loading}
                </>
              ) : (
                <>
                  {f.finish}
                  <ArrowRight aria-hidden="true" />
                </>
              )}
            </Button>
          ) : (
            <Button onClick={wizard.next} disabled={locked || busy}>
              {busy ? <Spinner className="text-primary-foreground" /> : null}
              {f.continue}
              {busy ? null : <ArrowRight aria-hidden="true" />}
            </Button>
          )}
        </div>
      </CardFooter>
    </Card>
  );
}
