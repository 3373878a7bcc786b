/** The shared report upload box: used by onboarding and by the credit report screen's Upload tab. */
export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export { ReportUploadBox, type ReportUploadBoxProps } from './ReportUploadBox';
export { UploadProgress } from './UploadProgress';
export { useReportUpload, type UploadState, type UploadStatus, type UseReportUploadOptions } from './use-report-upload';
export { checkUploadFile, type FileCheck } from './validate';
export * from './texts';
