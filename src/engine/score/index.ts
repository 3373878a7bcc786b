export * from './constants';
export { detailFactorBand, factorStatus, isHighInquiryCount, scoreBand } from './bands';
export {
  accountMix,
  creditAgeScore,
  creditAgeYears,
  creditMixScore,
  creditUtilization,
  onTimePercent,
  paymentCounts,
  paymentHistoryScore,
  paymentHistoryWord,
  utilizationScore,
  type AccountMix,
  type PaymentCounts,
} from './factors';
export { accountSummary, inquirySummary, splitTotalBalance, summaryType, totalBalances, type AccountSummaryRow, type InquirySummary } from './summary';
export { deriveRawData, type RawData, type ScoreFactor } from './raw-data';
export {
  paymentHistoryCoverage,
  paymentHistoryCoverageNote,
  paymentHistoryUnratedReason,
  type PaymentHistoryCoverage,
  type ReportSource,
} from './payment-history';
