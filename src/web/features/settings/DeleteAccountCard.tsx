import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ACCOUNT_DELETION_TEXT as T } from '../../../common/account';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { apiRequest } from '../../lib/api';
import { authClient } from '../../lib/auth-client';
import { errorMessage } from '../../lib/errors';
import { beginSignOut } from '../auth/sign-out-intent';
import { clearDashboardStorage } from '../dashboard/cache';
import { SettingsCard } from './SettingsCard';

/** Settings → Security: "Delete my account" — what goes, what the law keeps and how long, the password to confirm. */
export function DeleteAccountCard() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => apiRequest<{ status: string }>('/api/account', { method: 'DELETE', body: JSON.stringify({ password }) }),
    onSuccess: async () => {
      beginSignOut();
      clearDashboardStorage();
      // The server ended every session already; this clears the client's copy (its 401 is expected).
      await authClient.signOut().catch(() => undefined);
      toast.success(T.scheduled);
      navigate('/login', { replace: true });
    },
    onError: (e) => setError(errorMessage(e, T.wrongPassword)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    remove.mutate();
  };
  return (
    <SettingsCard title={T.heading} description={T.intro}>
      <Lines title={T.goesTitle} lines={T.goes} />
      <Lines title={T.keptTitle} lines={T.kept} />
      <form onSubmit={submit} className="flex flex-col gap-2 sm:max-w-sm">
        <Label htmlFor="delete-account-password">{T.passwordLabel}</Label>
        <Input
          id="delete-account-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'delete-account-error' : undefined}
          required
        />
        {error ? (
          <p id="delete-account-error" className="text-destructive" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="destructive" disabled={remove.isPending || password === ''} className="self-start">
          <Trash2 aria-hidden="true" />
          {T.confirm}
        </Button>
      </form>
    </SettingsCard>
  );
}

function Lines({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div>
      <h3 className="font-medium">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
