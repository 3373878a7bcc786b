/** The subscription API (docs/api.md "Subscription"): state, coupon check, disclosure, contract, checkout, cancel. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractSection, ContractTerms } from '../../../common/croa';
import type { Invoice, PlanType, SubscriptionState } from '../../../common/subscription';
import { api } from '../../lib/api';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  state: () => [...subscriptionKeys.all, 'state'] as const,
  invoices: () => [...subscriptionKeys.all, 'invoices'] as const,
  preview: (planType: PlanType, couponCode: string | null) => [...subscriptionKeys.all, 'preview', planType, couponCode ?? ''] as const,
};

/** Polling interval while waiting for a checkout's webhook to arrive. */
export const CHECKOUT_POLL_MS = 2000;

export function useSubscription(options: { pollUntilSubscribed?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.state(),
    queryFn: async () => (await api.get<{ subscription: SubscriptionState }>('/api/subscription')).subscription,
    refetchInterval: options.pollUntilSubscribed ? (query) => (query.state.data?.subscribed ? false : CHECKOUT_POLL_MS) : false,
  });
}

export function useInvoices() {
  return useQuery({
    queryKey: subscriptionKeys.invoices(),
    queryFn: async () => (await api.get<{ invoices: Invoice[] }>('/api/subscription/invoices')).invoices,
  });
}

export function useContractPreview(planType: PlanType, couponCode: string | null) {
  const query = new URLSearchParams({ planType, ...(couponCode ? { couponCode } : {}) });
  return useQuery({
    queryKey: subscriptionKeys.preview(planType, couponCode),
    queryFn: () => api.get<{ terms: ContractTerms; sections: ContractSection[] }>(`/api/subscription/contract/preview?${query}`),
  });
}

export function checkCoupon(code: string) {
  return api.post<{ discount: 25 | 100 }>('/api/subscription/coupons/check', { code });
}

export function useAcknowledgeDisclosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ acknowledgedAt: string }>('/api/subscription/disclosure'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export interface SignedContract {
  id: string;
  signedAt: string;
  cancellationDeadline: string;
}

export function signContract(input: { planType: PlanType; couponCode: string | null; signatureName: string; agreed: true }) {
  return api.post<{ contract: SignedContract }>('/api/subscription/contract', input);
}

export function applyFreeTrial(contractId: string) {
  return api.post<{ subscription: SubscriptionState }>('/api/subscription/apply-free-trial', { contractId });
}

export function createCheckout(input: { planType: PlanType; couponCode: string | null; contractId: string }) {
  return api.post<{ url?: string | null }>('/api/subscription/create-checkout', input);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ inWindow: boolean; subscription: SubscriptionState }>('/api/subscription/cancel'),
    onSuccess: (result) => {
      queryClient.setQueryData(subscriptionKeys.state(), result.subscription);
    },
  });
}

/** Local demo mode only: this account's clock jumps past the 3 business days; every screen reloads its data. */
export function useSkipAhead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ subscription: SubscriptionState }>('/api/subscription/demo/skip-ahead'),
    onSuccess: async (result) => {
      queryClient.setQueryData(subscriptionKeys.state(), result.subscription);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== subscriptionKeys.all[0] });
    },
  });
}

export function openPortal() {
  return api.post<{ url: string }>('/api/subscription/portal');
}

export const DOCUMENT_URLS = {
  disclosure: '/api/subscription/documents/disclosure.pdf',
  contract: '/api/subscription/documents/contract.pdf',
} as const;
