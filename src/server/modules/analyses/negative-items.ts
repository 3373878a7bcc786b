/** The engine's NegativeItem ↔ the spec's NegativeItemDto (document 2 §3 "Negative item"); nothing is lost either way. */
import type { Bureau, NegativeItemDto } from '../../../common/analysis';
import { ISSUE_TYPES, type IssueType, type NegativeItem } from '../../../engine/model';

export function toNegativeItemDto(item: NegativeItem): NegativeItemDto {
  return {
    account_name: item.creditor,
    account_type: item.accountType,
    status: item.status,
    issue_type: item.issueType,
    description: item.description,
    account_number: item.accountNumber,
    impact_level: item.impactLevel,
  };
}

export function fromNegativeItemDto(dto: NegativeItemDto, bureau: Bureau): NegativeItem {
  const issueType: IssueType = (ISSUE_TYPES as readonly string[]).includes(dto.issue_type) ? (dto.issue_type as IssueType) : 'other';
  return {
    bureau,
    creditor: dto.account_name,
    accountNumber: dto.account_number,
    issueType,
    impactLevel: dto.impact_level,
    description: dto.description,
    status: dto.status,
    accountType: dto.account_type,
  };
}
