import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { getErrorMessage } from '#shared/error-message.ts';
import { messages } from '#shared/messages.ts';
import { testCardSchema } from '#shared/payments/payment.schema.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { confirmTestPayment } from '../api/confirm-test-payment.ts';
import { formatCardNumber, formatExpiry } from '../card-input-format.ts';
import type { CardFormProps } from './card-form-props.ts';
import { CardError } from './card-error.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

const t = messages.ordering;
const cardSchema = testCardSchema.pick({ cardNumber: true, expiry: true, cvc: true });
const input = 'input input-bordered w-full';

/**
 * The built-in test provider's card form (docs/product/rules.md#payments). The card number lives only in this
 * form: it goes straight to the provider's confirm call and is never logged or cached.
 */
export function TestCardForm({ clientSecret, billing, onPaid, payLabel }: CardFormProps) {
  const [cardError, setCardError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const cardNumber = useController({ control, name: 'cardNumber' });
  const expiry = useController({ control, name: 'expiry' });

  const onSubmit = handleSubmit(async (card) => {
    if (!clientSecret) return;
    setCardError(null);
    let paymentId: string;
    try {
      paymentId = await confirmTestPayment({
        clientSecret,
        ...card,
        billingName: billing.name,
        billingEmail: billing.email,
      });
    } catch (error) {
      setCardError(getErrorMessage(error));
      return;
    }
    await onPaid(paymentId);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t.cardNumber} error={errors.cardNumber?.message}>
        {(field) => (
          <input
            {...field}
            name={cardNumber.field.name}
            ref={cardNumber.field.ref}
            value={cardNumber.field.value}
            onBlur={cardNumber.field.onBlur}
            onChange={(event) => cardNumber.field.onChange(formatCardNumber(event.target.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className={`${input} font-mono`}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t.expiry} error={errors.expiry?.message}>
          {(field) => (
            <input
              {...field}
              name={expiry.field.name}
              ref={expiry.field.ref}
              value={expiry.field.value}
              onBlur={expiry.field.onBlur}
              onChange={(event) => expiry.field.onChange(formatExpiry(event.target.value, expiry.field.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t.expiryPlaceholder}
              className={`${input} font-mono`}
            />
          )}
        </FormField>
        <FormField label={t.cvc} error={errors.cvc?.message}>
          {(field) => (
            <input
              {...field}
              {...register('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              placeholder="123"
              className={`${input} font-mono`}
            />
          )}
        </FormField>
      </div>
      <p className="text-sm text-base-content/75">{t.testModeNote}</p>
      <CardError message={cardError} />
      <BusyButton busy={isSubmitting} type="submit" className="btn btn-primary" disabled={!clientSecret}>
        {payLabel}
      </BusyButton>
    </form>
  );
}
