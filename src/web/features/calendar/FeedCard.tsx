import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CALENDAR_TEXT } from '../../../common/calendar';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { toastError } from '../../lib/errors';
import { useFeedUrl, useResetFeed } from './api';

/** The private subscription address with copy and reset (decision 118). */
export function FeedCard() {
  const feed = useFeedUrl(true);
  const reset = useResetFeed();
  // Resetting stops every calendar app that uses the address: the button asks once more.
  const [confirming, setConfirming] = useState(false);
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data);
      toast.success(CALENDAR_TEXT.feedCopied);
    } catch (error) {
      toastError(CALENDAR_TEXT.feedTitle, error, 'Copy the address from the box instead.');
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{CALENDAR_TEXT.feedTitle}</CardTitle>
        <CardDescription>{CALENDAR_TEXT.feedHelp}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <label htmlFor="calendar-feed-url" className="sr-only">
          Private calendar address
        </label>
        <Input
          id="calendar-feed-url"
          readOnly
          value={feed.data ?? ''}
          placeholder={feed.isLoading ? 'Loading...' : ''}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={copy} disabled={!feed.data}>
            <Copy aria-hidden="true" /> Copy address
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={reset.isPending}
            onClick={() => {
              if (!confirming) return setConfirming(true);
              setConfirming(false);
              reset.mutate(undefined, {
                onSuccess: () => toast.success(CALENDAR_TEXT.feedReset),
                onError: (error) => toastError(CALENDAR_TEXT.feedTitle, error, CALENDAR_TEXT.loadError),
              });
            }}
          >
            <RefreshCw aria-hidden="true" /> {confirming ? 'Confirm: stop the old address' : 'Reset address'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
