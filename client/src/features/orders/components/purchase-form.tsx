import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { paths } from '#shared/routes.ts';
import type { AuthUser } from '../../../lib/session/auth-context.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { purchaseFormSchema } from '#shared/orders/order.schema.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { LivePrice } from '../../../components/ui/live-price.tsx';
import { PriceBreaksTable } from '../../../components/ui/price-breaks-table.tsx';
import { firstOrderableQuantity, quoteQuantity } from '../../../lib/quantity-quote.ts';
import { z } from 'zod';
import { unitPages } from '#shared/messages/unit-pages.ts';
import { formatQuantity } from '#shared/catalog/units.ts';
import { CutFields } from '../../../components/catalog/cut-fields.tsx';
import { firstCutLength, quoteCut } from '../../../lib/cut-quote.ts';

const t = messages.ordering;
const input = 'input input-bordered w-full';

/**
 * docs/product/screens.md purchase form. Messages show as the buyer types (mode onChange) and Submit waits
 * for a valid form (docs/product/rules.md#departures); the server checks price, MOQ and stock again.
 */
export function PurchaseForm({ product, buyer }: { product: Product; buyer: AuthUser }) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  // One key per visit of the form: a retry after a lost answer finds the first order again.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // A product cut to length is ordered as pieces × length (PRODUCT.md §15): quoteCut checks them
  // with the shared cut rules, and the form's own quantity is not asked.
  const cutToLength = product.unit === 'm' ? product.cutToLength : null;
  const schema = useMemo(() => {
    const base = purchaseFormSchema(product);
    return cutToLength ? (base.extend({ quantity: z.unknown() }) as unknown as typeof base) : base;
  }, [product, cutToLength]);
  const [pieces, setPieces] = useState('1');
  const [length, setLength] = useState(() => (cutToLength ? String(firstCutLength(cutToLength)) : ''));
  // m and kg: up to 3 decimals (the shared schema checks them); pieces keep their whole-number field.
  const decimal = product.unit !== 'pcs';
  const cut = cutToLength ? quoteCut({ ...product, cutToLength }, pieces, length) : undefined;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm({
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: { address: '', phone_number: '', quantity: firstOrderableQuantity(product) },
  });
  // Unit price from the quantity's price break, and the total, as the buyer types (docs/product/catalog.md).
  const quote = quoteQuantity(product, useWatch({ control, name: 'quantity' }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const buyer = { productId: product._id, buyerAddress: values.address, phone: values.phone_number };
      if (cut && !cut.request) return;
      await createOrder.mutateAsync({
        input: cut?.request ? { ...buyer, ...cut.request } : { ...buyer, productQuantity: values.quantity },
        idempotencyKey,
      });
    } catch {
      // The error toast is the MutationCache's (lib/query-client.ts).
      return;
    }
    toast.success(messages.purchase.submitted);
    await navigate(paths.myOrders);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t.name}>
        {(field) => <input {...field} className={input} value={buyer.displayName} readOnly autoComplete="name" />}
      </FormField>
      <FormField label={t.email}>
        {(field) => (
          <input {...field} type="email" className={input} value={buyer.email} readOnly autoComplete="email" />
        )}
      </FormField>
      <FormField label={t.address} error={errors.address?.message}>
        {(field) => (
          <textarea
            {...field}
            {...register('address')}
            rows={3}
            aria-required="true"
            autoComplete="street-address"
            className="textarea textarea-bordered w-full"
          />
        )}
      </FormField>
      <FormField label={t.phone} error={errors.phone_number?.message}>
        {(field) => (
          <input
            {...field}
            {...register('phone_number')}
            type="tel"
            aria-required="true"
            autoComplete="tel"
            className={input}
          />
        )}
      </FormField>
      {cutToLength && cut ? (
        <CutFields
          cutToLength={cutToLength}
          pieces={pieces}
          length={length}
          onPieces={setPieces}
          onLength={setLength}
          quote={cut}
          totalLabel={t.orderTotal}
        />
      ) : (
        <>
          <FormField
            label={decimal ? unitPages.quantityIn(product.unit) : t.quantity}
            error={errors.quantity?.message}
            hint={
              decimal
                ? unitPages.quantityBetween(
                    formatQuantity(product.unit, product.minimum),
                    formatQuantity(product.unit, product.total),
                  )
                : t.quantityHint(product.minimum, product.total)
            }
          >
            {(field) => (
              <input
                {...field}
                {...register('quantity', { valueAsNumber: true })}
                type="number"
                inputMode={decimal ? 'decimal' : 'numeric'}
                min={product.minimum}
                max={product.maximum ?? product.total}
                step={decimal ? 'any' : Math.max(1, product.increment)}
                aria-required="true"
                className={input}
              />
            )}
          </FormField>
          {product.priceBreaks.length > 0 && (
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold">{messages.productPage.priceBreaks}</h3>
              <PriceBreaksTable
                price={product.price}
                minimum={product.minimum}
                priceBreaks={product.priceBreaks}
                quantity={quote.quantity}
                unit={product.unit}
              />
            </div>
          )}
          <div className="border-t border-base-300 pt-4">
            <LivePrice quote={quote} totalLabel={t.orderTotal} unit={product.unit} />
          </div>
        </>
      )}
      <BusyButton
        busy={isSubmitting}
        type="submit"
        className="btn btn-primary"
        disabled={!isValid || (cut !== undefined && !cut.request)}
      >
        {t.submit}
      </BusyButton>
    </form>
  );
}
