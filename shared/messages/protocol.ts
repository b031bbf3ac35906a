import { localized } from '../i18n/localized.ts';

/** Answers to clients that break HTTP itself (server/src/http/protocol-errors.ts); API clients read them. */
export const protocolTexts = localized(
  'protocolTexts',
  {
    malformed: 'The request is not valid HTTP',
    headersTooLarge: 'The request headers are too large',
    tooSlow: 'The request took too long to arrive',
  },
  'protocol',
);
