/** Texts of the reading notices (all ours: the spec has none; the issue asks for them). */
export const READING_TEXT = {
  title: (bureau: string) => `Check the reading of your ${bureau} report`,
  summaryTitle: 'Some reports were not read completely',
  intro: 'Review the accounts we read and add any we missed, or upload a clearer copy of the report.',
  review: 'Review accounts',
  reviewFor: (bureau: string) => `Review ${bureau} accounts`,
  upload: 'Upload a clearer copy',
  dateFrom: {
    print_header: (date: string) => `Report date not printed; using the date your browser printed on the page (${date}).`,
    last_reported: (date: string) => `Report date not printed; using the latest date an account was reported (${date}).`,
    file_created: (date: string) => `Report date not printed; using the date the file was created (${date}).`,
  },
  partialTitle: 'Partial reading.',
  partialFigures: 'The figures here count only what was read.',
  noDate: "Report date not printed or found; checks that depend on the report's date (such as items too old to report) were skipped.",
} as const;
