/** The letters module: compose a dispute letter from its input, print it to PDF with exhibits (issue 9). */
export * from './types';
export { composeLetter, formatLetterDate, LetterInputError, LETTER_LIMITS, maskAccountNumber } from './compose';
export { addressLines } from './address-lines';
export { BUREAU_DISPUTE_ADDRESSES } from './bureau-addresses';
export { groundOf, letterKindsFor, reasonsFor, lawsFor, type Ground } from './rules';
export { renderLetterPdf } from './pdf';
export { appendExhibits, checkExhibit, ExhibitError, EXHIBIT_MESSAGES } from './exhibit-pages';
