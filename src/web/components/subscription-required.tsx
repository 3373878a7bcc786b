/**
 * The one way a paid screen answers 402 SUBSCRIPTION_REQUIRED (decision 064): what the feature is, and a clear path
 * to /subscription. Screens call `isSubscriptionRequired(error)` on their query error and render this card.
 */
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { SUBSCRIPTION_REQUIRED_CODE, SUBSCRIPTION_TEXT } from '../../common/subscription';
import { ApiError } from '../lib/api';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';

export const SUBSCRIPTION_PATH = '/subscription';
export const CHOOSE_PLAN = 'Choose a Plan'; // ours

export function isSubscriptionRequired(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 402 || error.code === SUBSCRIPTION_REQUIRED_CODE);
}

export function SubscriptionRequired({ title, description }: { title: string; description: string }) {
  return (
    <Card data-testid="subscription-required">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Lock className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{SUBSCRIPTION_TEXT.required}</CardContent>
      <CardFooter>
        <Button asChild>
          <Link to={SUBSCRIPTION_PATH}>{CHOOSE_PLAN}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
