import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { useRevokeSession, useSessions } from './sessions-api';

/** Settings → Security: the devices signed in to this account, each with a way to sign it out. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();

  const signOut = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success('Device signed out'),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign that device out. Please try again.')),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in Devices</CardTitle>
        <CardDescription>Sign out any device you do not recognize, then change your password</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : sessions.isError ? (
          <p className="text-sm text-muted-foreground">Your devices could not be loaded. Please reload the page.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Signed-in devices">
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium">
                    {session.device}
                    {session.current && <Badge variant="secondary">This device</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Last active {formatDateTime(session.last_seen_at)}
                    {session.ip_address ? ` · ${session.ip_address}` : ''}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending && revoke.variables === session.id}
                    onClick={() => signOut(session.id)}
                    aria-label={`Sign out ${session.device}`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
