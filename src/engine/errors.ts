import type { EngineErrorCode } from './model';
import { MAX_IMAGE_MEGAPIXELS } from './extract/limits';

/** One sentence a user understands for each reason a file cannot be analysed. */
export const ENGINE_ERROR_MESSAGES: Record<EngineErrorCode, string> = {
  empty_file: 'The file is empty.',
  damaged_file: 'The file is damaged or unreadable. Please download the report again and upload the new copy.',
  password_protected: 'The PDF is password-protected. Please upload a copy without a password.',
  // Not "this is not a credit report": a real report in a layout the reader does not know ends here too (issue 25).
  not_a_credit_report:
    "We could not read this file as a credit report from Experian, TransUnion or Equifax. If it is your report, please upload the PDF from annualcreditreport.com or from the bureau's website.",
  unsupported_type: 'Unsupported file type. Please upload a PDF, JPEG, or PNG file, or a saved web page (HTML or MHTML).',
  too_large: 'The file is too large. Maximum file size is 10MB.',
  too_many_pages: 'The PDF has too many pages to be a credit report.',
  image_too_large: `The image is too large. Please upload a photo or scan of at most ${MAX_IMAGE_MEGAPIXELS} megapixels.`,
  reader_crashed:
    'Reading this file stopped our report reader, so it was not analysed. The file may be damaged: please download the report again from the bureau and upload the new copy.',
  timeout:
    "The file took too long to read. A scan is read page by page: please upload the PDF downloaded from the bureau's website, or the scan in smaller parts.",
};

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  constructor(code: EngineErrorCode, detail?: string) {
    super(ENGINE_ERROR_MESSAGES[code]);
    this.name = 'EngineError';
    this.code = code;
    // detail is for developers only and must never contain report contents
    if (detail) this.cause = detail;
  }
}
