import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { BUREAUS, type Bureau } from '../../../common/analysis';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { BureauUploadCard } from './BureauUploadCard';
import { StepHeading } from './StepHeading';
import { ONBOARDING_TEXT } from './texts';

export function UploadStep({ uploaded, onUploaded }: { uploaded: readonly Bureau[]; onUploaded: (bureau: Bureau, analysisId: string | null) => void }) {
  const t = ONBOARDING_TEXT.upload;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 text-center">
        <StepHeading>{t.heading}</StepHeading>
        <p className="text-muted-foreground">{t.intro}</p>
      </div>
      {uploaded.length === 0 ? (
        <Alert variant="warning" role="status">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{t.requiredTitle}</AlertTitle>
          <AlertDescription>{t.requiredText}</AlertDescription>
        </Alert>
      ) : (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>{t.uploadedTitle(uploaded.length)}</AlertTitle>
          <AlertDescription>{t.uploadedText}</AlertDescription>
        </Alert>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {BUREAUS.map((bureau) => (
          <BureauUploadCard key={bureau} bureau={bureau} uploaded={uploaded.includes(bureau)} onUploaded={onUploaded} />
        ))}
      </ul>
    </div>
  );
}
