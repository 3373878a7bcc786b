/** The TransUnion parser over generated fixture PDFs (both layouts, default and held-out wording), read by the real extractor. */
import { describeParserOnFixtures } from '../../fixture-suite';
import { parseTransUnion } from '../../../../src/engine/parse/transunion/index';

describeParserOnFixtures('parseTransUnion', 'transunion', ['transunion-a', 'transunion-b'], parseTransUnion);
