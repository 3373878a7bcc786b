import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Bureau } from '../../../common/analysis';
import { BUTTON_LOCK_MS, COMPLETE_BUSY_MS, ONBOARDING_STEPS, ONBOARDING_TEXT, type OnboardingStep } from './texts';
import { clearWizardSession, readWizardSession, writeWizardSession, type UploadedReport, type WizardSession } from './wizard-storage';

/** How the wizard ends (spec 000 §4 "Finish …"); see docs/decisions/045-onboarding-completion.md. */
export type FinishOutcome = 'no-uploads' | 'analysis-complete' | 'all-failed' | 'still-analyzing';

/**
 * The footer's 'Go to Dashboard' goes to the dashboard whatever the outcome (issue 27, decision 203: the spec sends
 * a complete analysis to /credit-report from a button named for the dashboard); 'View Credit Report Details' is the
 * way to the report.
 */
export const FINISH_PATH = '/dashboard';

const FINISH_TOAST: Record<FinishOutcome, (() => void) | null> = {
  'no-uploads': () => toast.success(ONBOARDING_TEXT.toast.setupCompleted),
  'analysis-complete': () => toast.success(ONBOARDING_TEXT.toast.analysisCompleted),
  // Each failure is on screen with its reason and in the user's notifications: no success wording.
  'all-failed': null,
  'still-analyzing': () => toast.info(ONBOARDING_TEXT.toast.stillAnalyzing),
};

/**
 * The wizard's state machine (spec 000 §4): welcome → get-reports → upload → complete, Back one step, Continue
 * blocked at zero uploads, a ~100 ms busy state into complete with uploads, a 1.5 s lock of the footer buttons
 * after every Continue click, uploaded bureaus kept in the session (wizard-storage.ts), and the finish.
 */
export function useOnboardingWizard(userId: string) {
  const navigate = useNavigate();
  const [session, setSession] = useState<WizardSession>(() => readWizardSession(userId));
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const ended = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!ended.current) writeWizardSession(userId, session);
  }, [userId, session]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = useCallback((ms: number, run: () => void) => {
    const id = setTimeout(() => {
      timers.current.delete(id);
      run();
    }, ms);
    timers.current.add(id);
  }, []);

  const { step, uploads } = session;
  const index = ONBOARDING_STEPS.indexOf(step);
  const goTo = useCallback((next: OnboardingStep) => setSession((s) => ({ ...s, step: next })), []);

  const lock = () => {
    setLocked(true);
    later(BUTTON_LOCK_MS, () => setLocked(false));
  };

  const back = () => {
    if (index > 0 && !busy) goTo(ONBOARDING_STEPS[index - 1]!);
  };

  const next = () => {
    if (locked || busy || index >= ONBOARDING_STEPS.length - 1) return;
    lock();
    if (step !== 'upload') {
      goTo(ONBOARDING_STEPS[index + 1]!);
      return;
    }
    if (uploads.length === 0) {
      toast.error(ONBOARDING_TEXT.upload.blockedToast, { description: ONBOARDING_TEXT.upload.blockedDescription });
      return;
    }
    setBusy(true);
    later(COMPLETE_BUSY_MS, () => {
      setBusy(false);
      goTo('complete');
    });
  };

  /** The explicit way out of the upload step without a report: the complete step's no-uploads state. */
  const skip = () => {
    if (locked || busy || step !== 'upload' || uploads.length > 0) return;
    lock();
    goTo('complete');
  };

  /** A bureau's slot holds its latest upload: a new file replaces the one before (issue 27). */
  const markUploaded = useCallback((upload: UploadedReport) => {
    setSession((s) =>
      s.uploads.some((u) => u.bureau === upload.bureau)
        ? { ...s, uploads: s.uploads.map((u) => (u.bureau === upload.bureau ? upload : u)) }
        : { ...s, uploads: [...s.uploads, upload] },
    );
  }, []);

  /** The slot emptied once its upload was removed. */
  const clearUpload = useCallback((bureau: Bureau) => {
    setSession((s) => ({ ...s, uploads: s.uploads.filter((u) => u.bureau !== bureau) }));
  }, []);

  const finish = async (destination: string, outcome: FinishOutcome) => {
    if (finishing) return;
    setFinishing(true);
    try {
      await navigate(destination);
      ended.current = true;
      clearWizardSession(userId);
      FINISH_TOAST[outcome]?.();
    } catch {
      toast.error(ONBOARDING_TEXT.toast.navigationFailed);
      setFinishing(false);
    }
  };

  return { step, index, uploads, locked, busy, finishing, back, next, skip, markUploaded, clearUpload, finish };
}
