export { BureauScoreCard, BureauScoreCards, type BureauScoreCardProps } from './BureauScoreCard';
