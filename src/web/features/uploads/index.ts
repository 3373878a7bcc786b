/** The shared report upload box: used by onboarding and by the credit report screen's Upload tab. */
export { FileDropZone } from './FileDropZone';
export { ReportUploadBox } from './ReportUploadBox';
export { UploadProgress } from './UploadProgress';
export { useReportUpload } from './use-report-upload';
export * from './texts';
