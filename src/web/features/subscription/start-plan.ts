/** After the signature: the free month (toast, notification, /dashboard) or checkout (redirect to its url). */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SUBSCRIPTION_TEXT } from '../../../common/subscription';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { notificationKeys } from '../notifications/api';
import { applyFreeTrial, createCheckout, signContract, subscriptionKeys } from './api';
import type { PlanChoice } from './plan-choice';

export function useStartPlan() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function start(choice: PlanChoice, discount: number, signatureName: string) {
    setBusy(true);
    try {
      const { contract } = await signContract({ ...choice, signatureName, agreed: true });
      if (discount === 100) {
        await applyFreeTrial(contract.id);
        await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        toast.success(SUBSCRIPTION_TEXT.activatedTitle, { description: SUBSCRIPTION_TEXT.trialActivated });
        navigate('/dashboard');
        return;
      }
      const { url } = await createCheckout({ ...choice, contractId: contract.id });
      if (!url) {
        toast.error(SUBSCRIPTION_TEXT.noCheckoutUrl);
        return;
      }
      window.location.assign(url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(SUBSCRIPTION_TEXT.loginRequired);
        navigate('/login');
        return;
      }
      toast.error(errorMessage(error, SUBSCRIPTION_TEXT.genericError));
    } finally {
      setBusy(false);
    }
  }

  return { start, busy };
}
