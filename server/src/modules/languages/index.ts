/*
 * The front door of modules/languages: what the rest of the server may use of it (ADR 028).
 */
export { languageRoutes } from './language.routes.ts';
export { recipientLanguage, saveProfileLanguage, savedLanguageOr, savedLanguagesOf } from './profile-language.ts';
