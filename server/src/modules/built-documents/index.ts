/*
 * The front door of modules/built-documents: what the rest of the server may use of it (ADR 028).
 * ESLint's zones (eslint.config.js) refuse an import from outside that goes around this file.
 */
export { builtDocumentsPlugin, documentDownloadBudget, type BundlePart } from './built-documents.ts';
