import { AppError } from '../../errors';
import type { BillingDeps } from './deps';

/** A payment provider failure as the person sees it (502, nothing charged); the detail goes to the log only. */
export function paymentProviderError(deps: Pick<BillingDeps, 'logger'>, error: unknown, operation: string): AppError {
  if (error instanceof AppError) return error;
  const detail = error as { type?: string; code?: string; statusCode?: number; message?: string };
  deps.logger.error(
    { operation, type: detail.type, code: detail.code, statusCode: detail.statusCode, message: detail.message },
    'payment provider call failed',
  );
  return new AppError('PAYMENT_PROVIDER_ERROR');
}
