/**
 * The wizard's session (spec 000 §4: "the bureaus uploaded are kept for the session of the wizard"): the current
 * step and the uploaded bureaus with their analysis ids, in sessionStorage under the user's id, so a reload inside
 * the same browser tab keeps them and another user on the same tab never sees them. Cleared when the wizard ends.
 */
import { BUREAUS, type Bureau } from '../../../common/analysis';
import { ONBOARDING_STEPS, type OnboardingStep } from './texts';

export interface UploadedReport {
  bureau: Bureau;
  /** The pending analysis row the upload created (null if the server sent none). */
  analysisId: string | null;
  /** The name of the file in the slot (shown beside Remove). */
  fileName?: string;
}

export interface WizardSession {
  step: OnboardingStep;
  uploads: UploadedReport[];
}

const EMPTY_SESSION: WizardSession = { step: 'welcome', uploads: [] };

function wizardStorageKey(userId: string): string {
  return `creditfix.onboarding.${userId}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function isUpload(value: unknown): value is UploadedReport {
  if (typeof value !== 'object' || value === null) return false;
  const { bureau, analysisId, fileName } = value as Record<string, unknown>;
  return (
    (BUREAUS as readonly unknown[]).includes(bureau) &&
    (analysisId === null || typeof analysisId === 'string') &&
    (fileName === undefined || typeof fileName === 'string')
  );
}

export function readWizardSession(userId: string): WizardSession {
  try {
    const raw = storage()?.getItem(wizardStorageKey(userId));
    if (!raw) return EMPTY_SESSION;
    const parsed = JSON.parse(raw) as { step?: unknown; uploads?: unknown };
    const step = (ONBOARDING_STEPS as readonly unknown[]).includes(parsed.step) ? (parsed.step as OnboardingStep) : 'welcome';
    const uploads = Array.isArray(parsed.uploads) ? parsed.uploads.filter(isUpload) : [];
    // One entry per bureau: a bureau cannot be uploaded twice in the wizard.
    const unique = uploads.filter((u, i) => uploads.findIndex((v) => v.bureau === u.bureau) === i);
    return { step, uploads: unique };
  } catch {
    return EMPTY_SESSION;
  }
}

export function writeWizardSession(userId: string, session: WizardSession): void {
  try {
    storage()?.setItem(wizardStorageKey(userId), JSON.stringify(session));
  } catch {
    // Full or disabled storage: the wizard still works, it just will not survive a reload.
  }
}

export function clearWizardSession(userId: string): void {
  try {
    storage()?.removeItem(wizardStorageKey(userId));
  } catch {
    // nothing to clear
  }
}
