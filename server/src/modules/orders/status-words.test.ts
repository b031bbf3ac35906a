import { beforeAll, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { complianceHolds } from '#shared/messages/compliance-holds.ts';
import { inLanguage } from '../../i18n/request-language.ts';
import { loadServerTexts } from '../../i18n/translation-files.ts';
import { statusWords } from './status-words.ts';

beforeAll(() => loadServerTexts());

it("names an order's status in the language of the message that takes it", () => {
  const cancel = () => messages.purchaseOrders.cannotCancel(statusWords.shipped);
  expect(cancel()).toBe('A purchase order that is shipped cannot be cancelled');
  expect(inLanguage('de', cancel)).toBe('Eine Bestellung, die versandt ist, kann nicht storniert werden');
  expect(inLanguage('fr', cancel)).toBe('Une commande expédiée ne peut pas être annulée');
  expect(inLanguage('de', () => complianceHolds.notHeld(statusWords.in_production))).toContain('ist in Produktion:');
});
