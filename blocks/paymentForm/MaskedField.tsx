import type { ReactElement } from "react";
import { Controller, type Control } from "react-hook-form";
import { Field } from "../../renderer/ui/form/Field.tsx";
import { digitsOf } from "../../renderer/ui/masks/formats.ts";
import { MaskedInput, type MaskedInputProps } from "../../renderer/ui/masks/MaskedInput.tsx";
import type { PaymentValues } from "./paymentSchema.ts";

/** Props of {@link MaskedField}. */
export interface MaskedFieldProps extends Omit<MaskedInputProps, "value" | "onValueChange" | "name"> {
  control: Control<PaymentValues>;
  name: "numeroCartao" | "vencimentoCartao" | "cvcCartao";
  label: string;
  aside?: ReactElement;
  /** What the form stores for the typed digits (digits only unless told otherwise). */
  store?: (digits: string) => string;
}

/** A card field: label, masked input, and its message and valid/invalid state once touched. */
export function MaskedField({ control, name, label, aside, store, ...input }: MaskedFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // Field hands its id and state to its direct child, so it sits inside the Controller.
        <Field label={label} aside={aside} error={fieldState.error?.message} touched={fieldState.isTouched}>
          <MaskedInput
            {...input}
            name={field.name}
            ref={field.ref}
            value={digitsOf(field.value)}
            onValueChange={(digits) => field.onChange(store ? store(digits) : digits)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}
