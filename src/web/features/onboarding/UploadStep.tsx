import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { BUREAUS, type Bureau } from '../../../common/analysis';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { BureauUploadCard } from './BureauUploadCard';
import { StepHeading } from './StepHeading';
import { ONBOARDING_TEXT } from './texts';
import type { UploadedReport } from './wizard-storage';

export function UploadStep({
  uploads,
  onUploaded,
  onRemoved,
}: {
  uploads: readonly UploadedReport[];
  onUploaded: (upload: UploadedReport) => void;
  onRemoved: (bureau: Bureau) => void;
}) {
  const t = ONBOARDING_TEXT.upload;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 text-center">
        <StepHeading>{t.heading}</StepHeading>
        <p className="text-muted-foreground">{t.intro}</p>
      </div>
      {uploads.length === 0 ? (
        <Alert variant="warning" role="status">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{t.requiredTitle}</AlertTitle>
          <AlertDescription>{t.requiredText}</AlertDescription>
        </Alert>
      ) : (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>{t.uploadedTitle(uploads.length)}</AlertTitle>
          <AlertDescription>{t.uploadedText}</AlertDescription>
        </Alert>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {BUREAUS.map((bureau) => (
          <BureauUploadCard key={bureau} bureau={bureau} upload={uploads.find((u) => u.bureau === bureau)} onUploaded={onUploaded} onRemoved={onRemoved} />
        ))}
      </ul>
    </div>
  );
}
