/*
 * The front door of modules/documents: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { documentUrl } from './document-url.ts';
export {
  certificatesOf,
  copyCertificatesToLines,
  documentContent,
  storeDocument,
  type CertificateInfo,
} from './documents.repository.ts';
export { documentsRoutes } from './documents.routes.ts';
export { attachmentDisposition, etagOf, noneMatch } from './download-headers.ts';
export { orderCertificateFiles } from './order-certificates.ts';
export { readUpload, uploadBodyLimit, type Upload } from './read-upload.ts';
export { assertUploadFitsIn, lockAccount, uploadGuard } from './upload-quota.ts';
