/** The Experian parser over generated fixture PDFs (both layouts, default and held-out wording), read by the real extractor. */
import { describeParserOnFixtures } from '../../fixture-suite';
import { parseExperian } from '../../../../src/engine/parse/experian/index';

describeParserOnFixtures('parseExperian', 'experian', ['experian-current', 'experian-classic'], parseExperian);
