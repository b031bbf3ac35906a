import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import type { Product } from '#shared/catalog/product.schema.ts';
import { messages } from '#shared/messages.ts';
import { type PurchaseForm as PurchaseFormValues, purchaseFormSchema } from '#shared/orders/order.schema.ts';
import { withRequestedDateCheck } from '#shared/orders/purchase-order.schema.ts';
import { paths } from '#shared/routes.ts';
import {
  type PurchaseOrderDefaults,
  usePurchaseOrderPrefill,
} from '../../../components/orders/purchase-order-defaults.ts';
import { EndUseFields, useEndUseWhenAsked } from '../../../components/orders/end-use-fields.tsx';
import { PurchaseOrderFields } from '../../../components/orders/purchase-order-fields.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { firstCutLength, quoteCut } from '../../../lib/cut-quote.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useLocalToday } from '../../../lib/local-date.ts';
import type { MyCompany } from '../../../lib/queries/my-company.ts';
import { firstOrderableQuantity } from '../../../lib/quantity-quote.ts';
import type { AuthUser } from '../../../lib/session/auth-context.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { purchaseOrderInput } from '../purchase-order-input.ts';
import { PurchaseLineFields } from './purchase-line-fields.tsx';

const t = messages.ordering;
const input = 'input input-bordered w-full';
/** The SPEC's labels for the ship-to (docs/product/screens.md); the checkout has its own. */
const specLabels = () => ({ address: t.address, phone: t.phone });

interface PurchaseFormProps {
  product: Product;
  buyer: AuthUser;
}

/**
 * docs/product/screens.md purchase form, a one-line checkout (issue 27): the checkout's form part
 * (PurchaseOrderFields, prefilled from the profile and the company) and this product's line.
 */
export function PurchaseForm(props: PurchaseFormProps) {
  const prefill = usePurchaseOrderPrefill();
  // The form takes its defaults once: it waits for the profile and the company, as the checkout does.
  if (prefill.isPending) return <LoadingState />;
  return <PurchaseFormFields {...props} company={prefill.company} defaults={prefill.defaults} />;
}

/**
 * Messages show as the buyer types (mode onChange) and Submit waits for a valid form
 * (docs/product/rules.md#departures); the server checks price, MOQ, stock and the checkout's rules again.
 */
function PurchaseFormFields({
  product,
  buyer,
  company,
  defaults,
}: PurchaseFormProps & { company: MyCompany | null; defaults: PurchaseOrderDefaults }) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const endUse = useEndUseWhenAsked();
  // One key per visit of the form: a retry after a lost answer finds the first order again.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The page is rendered on the server for the signed-in buyer (ADR 020).
  const today = useLocalToday();
  // A product cut to length is ordered as pieces × length (PRODUCT.md §15): quoteCut checks them
  // with the shared cut rules, and the form's own quantity is not asked.
  const cutToLength = product.unit === 'm' ? product.cutToLength : null;
  const schema = useMemo(() => {
    const base = purchaseFormSchema(product);
    const line = cutToLength ? (base.extend({ quantity: z.unknown() }) as unknown as typeof base) : base;
    return withRequestedDateCheck(line, today);
  }, [product, cutToLength, today]);
  const [pieces, setPieces] = useState('1');
  const [length, setLength] = useState(() => (cutToLength ? String(firstCutLength(cutToLength)) : ''));
  const cut = cutToLength ? quoteCut({ ...product, cutToLength }, pieces, length) : undefined;
  const form = useForm<PurchaseFormValues, unknown, z.output<typeof schema>>({
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: { ...defaults, quantity: firstOrderableQuantity(product) },
  });
  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    if (cut && !cut.request) return;
    try {
      const line = cut?.request ?? { productQuantity: values.quantity };
      await createOrder.mutateAsync({ input: purchaseOrderInput(product._id, values, line), idempotencyKey });
    } catch (error) {
      // The error toast is the MutationCache's (lib/query-client.ts).
      endUse.noteRefusal(error);
      return;
    }
    toast.success(messages.purchase.submitted);
    await navigate(paths.myOrders);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField label={t.name}>
          {(field) => <input {...field} className={input} value={buyer.displayName} readOnly autoComplete="name" />}
        </FormField>
        <FormField label={t.email}>
          {(field) => (
            <input {...field} type="email" className={input} value={buyer.email} readOnly autoComplete="email" />
          )}
        </FormField>
        <PurchaseOrderFields today={today} company={company} labels={specLabels()} />
        <EndUseFields required={endUse.asked} />
        <PurchaseLineFields
          product={product}
          cut={
            cutToLength && cut
              ? { cutToLength, pieces, length, onPieces: setPieces, onLength: setLength, quote: cut }
              : undefined
          }
        />
        <BusyButton
          busy={isSubmitting}
          type="submit"
          className="btn btn-primary"
          disabled={!isValid || (cut !== undefined && !cut.request)}
        >
          {t.submit}
        </BusyButton>
      </form>
    </FormProvider>
  );
}
