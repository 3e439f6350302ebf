import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { useTrackEvent } from "../../renderer/events/useTrackEvent.ts";
import { Field } from "../../renderer/ui/form/Field.tsx";
import { FieldRow } from "../../renderer/ui/form/FieldRow.tsx";
import { formatCardNumber, formatExpiry } from "../../renderer/ui/masks/formats.ts";
import { formatBRL } from "../../renderer/ui/formatBRL.ts";
import { ToastRegion, useToast } from "../../renderer/ui/toast/Toasts.tsx";
import { CardBrand } from "./CardBrand.tsx";
import { detectBrand } from "./cardBrands.ts";
import { MaskedField } from "./MaskedField.tsx";
import { SecurityLine } from "./SecurityLine.tsx";
import { paymentLogLine, paymentSchema, type PaymentValues } from "./paymentSchema.ts";
import styles from "./paymentForm.module.css";

const keepDigits = (digits: string) => digits;

/**
 * The credit-card form: masks while typing, messages once a field is touched (spec), pay only when all is valid;
 * "Pagar" says the amount of the plan the link names ("Pagar R$ 84,99"), and the confirmation shows under it.
 * While "Pagar" is disabled, a neutral hint from config (if any) shows under it and describes it: the field's own
 * message already says what is wrong, so the button never repeats it, nor shows one before anything is touched.
 */
export function CardPaymentForm({ block, cnpj, amount }: { block: PaymentFormBlock; cnpj: string; amount?: number }) {
  const toast = useToast();
  const track = useTrackEvent();
  const schema = useMemo(() => paymentSchema(block.messages), [block.messages]);
  const hintId = useId();
  const { control, register, handleSubmit, formState } = useForm<PaymentValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: { numeroCartao: "", vencimentoCartao: "", cvcCartao: "", nomeCartao: "" },
  });
  const { errors, touchedFields, isValid } = formState;
  const hint = isValid ? undefined : block.labels.submitHint;
  const brandOf = (digits: string) => detectBrand(digits) ?? block.unknownBrand;

  const pay = (values: PaymentValues) => {
    // The previous site logged the card data; we log only the brand, the last four digits and the CNPJ (see paymentLogLine).
    const brand = brandOf(values.numeroCartao);
    console.info(paymentLogLine(brand, values.numeroCartao, cnpj));
    // Only the brand: the tag manager never sees card digits, the name or the CNPJ.
    track({ event: "payment_form_valid", brand });
    toast(block.labels.submitted);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(pay)}>
      <MaskedField
        control={control}
        name="numeroCartao"
        label={block.labels.numeroCartao}
        aside={<CardBrand control={control} label={block.labels.brand} unknownBrand={block.unknownBrand} />}
        maxDigits={16}
        maxLength={19}
        format={formatCardNumber}
        autoComplete="cc-number"
      />
      <FieldRow className={styles.row}>
        <MaskedField
          control={control}
          name="vencimentoCartao"
          label={block.labels.vencimentoCartao}
          maxDigits={6}
          maxLength={7}
          format={formatExpiry}
          // Stored as the visitor sees it (MM/AAAA), which is what the rule checks.
          store={formatExpiry}
          placeholder="MM/AAAA"
          autoComplete="cc-exp"
        />
        <MaskedField
          control={control}
          name="cvcCartao"
          label={block.labels.cvcCartao}
          maxDigits={3}
          maxLength={3}
          format={keepDigits}
          autoComplete="cc-csc"
        />
      </FieldRow>
      <Field label={block.labels.nomeCartao} error={errors.nomeCartao?.message} touched={touchedFields.nomeCartao}>
        <input type="text" autoComplete="cc-name" className={styles.upper} {...register("nomeCartao")} />
      </Field>
      <div className={styles.submitArea}>
        <button
          type="submit"
          className={`btn btn--primary ${styles.submit}`}
          disabled={!isValid}
          aria-describedby={hint ? hintId : undefined}
        >
          {amount === undefined ? block.labels.submit : `${block.labels.submit} ${formatBRL(amount)}`}
        </button>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {block.security && <SecurityLine text={block.security} />}
        <ToastRegion />
      </div>
    </form>
  );
}
