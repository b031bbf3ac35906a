import { z } from 'zod';
import { taxStanding as t } from '../messages/tax-standing.ts';

/*
 * A VAT ID's status (PRODUCT.md §16), apart from the format check: answers and badges read it
 * without loading jsvat (vat-id.schema.ts), which only the forms that take a VAT ID need.
 */
export const vatIdStatuses = ['unverified', 'verified', 'invalid'] as const;
export type VatIdStatus = (typeof vatIdStatuses)[number];
export const vatIdStatusSchema = z.enum(vatIdStatuses, { error: () => t.vatIdStatusInvalid });
