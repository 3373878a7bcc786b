import type { FindingCode } from '../../model';
import type { Rule } from '../common/finding';
import { balanceAfterTransfer } from './balance_after_transfer';
import { crossBureauMismatch } from './cross_bureau_mismatch';
import { duplicateAccount } from './duplicate_account';
import { inquiryWithoutAccount } from './inquiry_without_account';
import { medicalCollectionUnder500 } from './medical_collection_under_500';
import { missingDofd } from './missing_dofd';
import { obsoleteItem } from './obsolete_item';
import { paidCollectionBalance } from './paid_collection_balance';
import { reagedDebt } from './reaged_debt';
import { removalDateBeyondLimit } from './removal_date_beyond_limit';

/** Every finding rule, by the code it raises (the order findings are listed in). */
export const RULES: Record<FindingCode, Rule> = {
  obsolete_item: obsoleteItem,
  duplicate_account: duplicateAccount,
  balance_after_transfer: balanceAfterTransfer,
  reaged_debt: reagedDebt,
  removal_date_beyond_limit: removalDateBeyondLimit,
  paid_collection_balance: paidCollectionBalance,
  missing_dofd: missingDofd,
  medical_collection_under_500: medicalCollectionUnder500,
  inquiry_without_account: inquiryWithoutAccount,
  cross_bureau_mismatch: crossBureauMismatch,
};
