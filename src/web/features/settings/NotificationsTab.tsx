import { MessageSquareOff } from 'lucide-react';
import { toast } from 'sonner';
import {
  ALWAYS_SENT_EMAILS,
  EMAIL_PREFERENCE_KINDS,
  EMAIL_PREFERENCE_TEXT,
  NOTIFICATION_SETTINGS_TEXT as TEXT,
  type EmailPreferenceKind,
} from '../../../common/notification-preferences';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { errorMessage } from '../../lib/errors';
import { useNotificationSettings, useUpdateNotificationSettings } from './notification-settings-api';

/** Settings → Notifications: one switch per kind of non-essential email, the emails that always go, and SMS. */
export function NotificationsTab() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  const change = (kind: EmailPreferenceKind, on: boolean) =>
    update.mutate(
      { email: { [kind]: on } },
      {
        onSuccess: () => toast.success(TEXT.saved),
        onError: (error) => toast.error(errorMessage(error, TEXT.saveFailed)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXT.title}</CardTitle>
        <CardDescription>{TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <section aria-labelledby="email-preferences-heading" className="flex flex-col gap-2">
          <h3 id="email-preferences-heading" className="font-semibold">
            {TEXT.emailHeading}
          </h3>
          {settings.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : settings.isError ? (
            <p className="text-sm text-muted-foreground">{TEXT.loadFailed}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border">
              {EMAIL_PREFERENCE_KINDS.map((kind) => {
                const id = `email-pref-${kind}`;
                return (
                  <li key={kind} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <label htmlFor={id} className="font-medium">
                        {EMAIL_PREFERENCE_TEXT[kind].label}
                      </label>
                      <p id={`${id}-description`} className="text-sm text-muted-foreground">
                        {EMAIL_PREFERENCE_TEXT[kind].description}
                      </p>
                    </div>
                    <Switch
                      id={id}
                      aria-describedby={`${id}-description`}
                      checked={settings.data.email[kind]}
                      disabled={update.isPending}
                      onCheckedChange={(on) => change(kind, on)}
                      className="mt-1"
                    />
                  </li>
                );
              })}
            </ul>
          )}
          <p className="text-sm text-muted-foreground">{TEXT.inAppNote}</p>
        </section>

        <section aria-labelledby="always-sent-heading" className="flex flex-col gap-2">
          <h3 id="always-sent-heading" className="font-semibold">
            {TEXT.alwaysHeading}
          </h3>
          <p className="text-sm text-muted-foreground">{TEXT.alwaysNote}</p>
          <ul className="list-disc pl-5 text-sm">
            {ALWAYS_SENT_EMAILS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="sms-heading" className="flex flex-col gap-2">
          <h3 id="sms-heading" className="font-semibold">
            {TEXT.smsHeading}
          </h3>
          {settings.data?.sms_available ? null : (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <MessageSquareOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {TEXT.smsUnavailable}
            </p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
