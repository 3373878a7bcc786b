export { BureauScoreCard, BureauScoreCards, type BureauScoreCardProps } from './BureauScoreCard';
export { formatShortDate } from './score-band';
