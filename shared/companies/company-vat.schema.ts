import { vatIdStatusSchema } from '../tax-standing/vat-id-status.ts';
import { vatIdSchema } from '../tax-standing/vat-id.schema.ts';
import { companyPatchSchema, createCompanySchema, storeCompanyPatchSchema } from './company.schema.ts';

/*
 * The company bodies with their VAT fields (PRODUCT.md §16): what the API takes and the forms that
 * edit a VAT ID send. Apart from company.schema.ts so that jsvat, which checks the VAT ID's format,
 * loads with those forms only, not with every page that reads a company's rules.
 */

/** A VAT ID, checked for the format of its prefix's country; null or "": none. */
const vatId = vatIdSchema.optional();

/** POST /companies. */
export const createCompanyBodySchema = createCompanySchema.extend({ vatId });

/** PATCH /companies/mine (company admins): a new VAT ID starts a verification. */
export const companyPatchBodySchema = companyPatchSchema.extend({ vatId });

/** PATCH /companies/{id} (store admins): the VAT ID too, and its status set by hand where VIES cannot answer. */
export const storeCompanyPatchBodySchema = storeCompanyPatchSchema.extend({
  vatId,
  vatIdStatus: vatIdStatusSchema.optional(),
});
