/** Texts of the subscription screens that are ours (the spec's are in src/common/subscription.ts). */
export const BILLING_TEXT = {
  arrearsMonthly: (days: number) =>
    `Nothing is charged in advance: each month is charged at its end, after the service. Nothing is charged during your first ${days} business days.`,
  arrearsYearly: (days: number) =>
    `Nothing is charged in advance: the year is charged at its end, after the service. Nothing is charged during your first ${days} business days.`,
  localMode: 'This server has no payment provider configured: plans start at once and no payment is taken.',
  demoMode:
    'Local demo: this server takes no payments and is not run by a business. Plans start at once, nothing is charged, and the contract you sign is a demonstration that binds no one.',
  plansUnavailableTitle: 'Plans are not offered on this server',
  subscribedTitle: 'You are subscribed',
  manage: 'Manage subscription',
  disclosureStep: 'Step 1 of 2: your rights',
  contractStep: 'Step 2 of 2: your contract',
  acknowledge: 'I have read this statement',
  continueToContract: 'Continue to the contract',
  signLabel: 'Type your full name to sign',
  agreeLabel: 'I agree to this contract and I sign it electronically.',
  signAndContinue: 'Sign and continue',
  completeLocal: 'Your subscription is active',
  completeWaiting: 'Confirming your payment details…',
  completeActive: 'Your subscription is active',
  cancel: 'Cancel subscription',
  cancelConfirm: 'Yes, cancel',
  keep: 'Keep my subscription',
  cancelledInWindow: 'Cancelled within your business days to cancel. Nothing was charged.',
  cancelledLater: 'Cancelled. No further charges will be made.',
} as const;
