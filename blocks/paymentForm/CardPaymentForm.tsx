import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { Field } from "../../renderer/ui/form/Field.tsx";
import { digitsOf, formatCardNumber, formatExpiry } from "../../renderer/ui/masks/formats.ts";
import { MaskedInput } from "../../renderer/ui/masks/MaskedInput.tsx";
import { useToast } from "../../renderer/ui/toast/Toasts.tsx";
import { detectBrand } from "./cardBrands.ts";
import { maskedCardNumber, paymentSchema, type PaymentValues } from "./paymentSchema.ts";
import styles from "./paymentForm.module.css";

/** The credit-card form: masks while typing, messages once a field is touched, pay only when all is valid. */
export function CardPaymentForm({ block }: { block: PaymentFormBlock }) {
  const toast = useToast();
  const { control, register, handleSubmit, watch, formState } = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema(block.messages)),
    mode: "onTouched",
    defaultValues: { numeroCartao: "", vencimentoCartao: "", cvcCartao: "", nomeCartao: "" },
  });
  const { errors, touchedFields, isValid } = formState;
  const number = watch("numeroCartao");
  const brand = number ? (detectBrand(number) ?? block.unknownBrand) : undefined;

  const pay = (values: PaymentValues) => {
    // Card data never reaches the console: only the brand and the last four digits (see README, deviations).
    console.info("Pagamento com cartão", { bandeira: detectBrand(values.numeroCartao) ?? block.unknownBrand, cartao: maskedCardNumber(values.numeroCartao) });
    toast(block.labels.submitted);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(pay)}>
      <Field
        label={block.labels.numeroCartao}
        error={errors.numeroCartao?.message}
        touched={touchedFields.numeroCartao}
        aside={
          brand !== undefined && (
            <span className={styles.brand} aria-live="polite">
              {block.labels.brand}: <strong>{brand}</strong>
            </span>
          )
        }
      >
        <Controller
          control={control}
          name="numeroCartao"
          render={({ field }) => (
            <MaskedInput name={field.name} ref={field.ref} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} maxDigits={16} maxLength={19} format={formatCardNumber} autoComplete="cc-number" />
          )}
        />
      </Field>
      <div className={styles.row}>
        <Field label={block.labels.vencimentoCartao} error={errors.vencimentoCartao?.message} touched={touchedFields.vencimentoCartao}>
          <Controller
            control={control}
            name="vencimentoCartao"
            render={({ field }) => (
              <MaskedInput
                name={field.name}
                ref={field.ref}
                value={digitsOf(field.value)}
                onValueChange={(digits) => field.onChange(formatExpiry(digits))}
                onBlur={field.onBlur}
                maxDigits={6}
                maxLength={7}
                format={formatExpiry}
                placeholder="MM/AAAA"
                autoComplete="cc-exp"
              />
            )}
          />
        </Field>
        <Field label={block.labels.cvcCartao} error={errors.cvcCartao?.message} touched={touchedFields.cvcCartao}>
          <Controller
            control={control}
            name="cvcCartao"
            render={({ field }) => (
              <MaskedInput name={field.name} ref={field.ref} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} maxDigits={3} maxLength={3} format={(digits) => digits} autoComplete="cc-csc" />
            )}
          />
        </Field>
      </div>
      <Field label={block.labels.nomeCartao} error={errors.nomeCartao?.message} touched={touchedFields.nomeCartao}>
        <input type="text" autoComplete="cc-name" className={styles.upper} {...register("nomeCartao")} />
      </Field>
      <button type="submit" className="btn btn--primary" disabled={!isValid}>
        {block.labels.submit}
      </button>
    </form>
  );
}
