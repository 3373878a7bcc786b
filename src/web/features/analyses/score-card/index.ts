export { BureauScoreCard, BureauScoreCards, ScoreChange, ScoreUnavailableCard, scoresUnavailable, type BureauScoreCardProps } from './BureauScoreCard';
export { formatScoreChange, formatShortDate, SCORE_BAND_TONES, scoreBand, scoreBandTone, scoreScalePercent, type ScoreBand } from './score-band';
export { changeLabel, SCORE_CARD_TEXT } from './texts';
