import { useFormContext } from 'react-hook-form';
import { cart as m } from '#shared/messages/cart.ts';
import type { MyCompany } from '../../lib/queries/my-company.ts';
import { PaymentChoice } from './company-checkout-fields.tsx';
import { shipToChoices } from './purchase-order-defaults.ts';
import { ShipToFields, type ShipToLabels } from './ship-to-fields.tsx';

interface PurchaseOrderFieldsProps {
  /** The buyer's today (YYYY-MM-DD): the earliest requested delivery date. */
  today: string;
  /** The buyer's company (null: none): its ship-to addresses, and Pay on account when it has terms. */
  company: MyCompany | null;
  labels?: ShipToLabels;
}

/**
 * The one form part that places a purchase order (docs/product/ordering.md#checkout, issue 27):
 * the company's ship-to addresses, ship-to, phone, PO number, requested date, notes, save to the
 * profile, and card or account. The checkout puts the cart's lines beside it, the Purchase page
 * one line; both validate it with checkoutInputSchema and own their FormProvider.
 */
export function PurchaseOrderFields({ today, company, labels }: PurchaseOrderFieldsProps) {
  const { register } = useFormContext<{ saveShipTo?: boolean }>();
  return (
    <>
      <ShipToFields today={today} labels={labels} choices={shipToChoices(company?.addresses ?? [])} />
      <label className="flex items-center gap-2">
        <input type="checkbox" className="checkbox" {...register('saveShipTo')} />
        {m.saveShipTo}
      </label>
      {company?.paymentTerms && <PaymentChoice company={company} />}
    </>
  );
}
