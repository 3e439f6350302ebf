import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { currentCampaign } from "../../renderer/campaign/campaignStore.ts";
import { leadOrigin } from "../../renderer/campaign/leadOrigin.ts";
import { attributionFor, useExperiment } from "../../renderer/events/PageExperiment.tsx";
import { CONTACT_SERVICE_URL } from "../../renderer/site/services.ts";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import { Action } from "../../renderer/ui/Action.tsx";
import { Field } from "../../renderer/ui/form/Field.tsx";
import { formatPhone } from "../../renderer/ui/masks/formats.ts";
import { MaskedInput } from "../../renderer/ui/masks/MaskedInput.tsx";
import { CONTACT_FIELDS, contactSchema, PHONE_DIGITS, type ContactValues } from "./contactSchema.ts";
import { PrivacyNotice } from "./PrivacyNotice.tsx";
import { sendContact, type SendOutcome } from "./sendContact.ts";
import { useReportContact } from "./useReportContact.ts";
import styles from "./contactForm.module.css";

/** Props of {@link ContactFormFields}. */
export interface ContactFormFieldsProps {
  block: ContactFormBlock;
  /** Called once the service accepted the contact (the modal then closes). */
  onSent: () => void;
}

/** The contact form: alerts the first rule broken, sends once at a time, never loses what was typed. */
export function ContactFormFields({ block, onSent }: ContactFormFieldsProps) {
  const { contactService } = useSite();
  const [carregando, setCarregando] = useState(false);
  // State updates land after a render; the ref stops a second click that arrives before it.
  const inFlight = useRef(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const experiment = useExperiment();
  const report = useReportContact();
  const { register, control, handleSubmit, setFocus } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema(block.messages)),
    defaultValues: { nome: "", email: "", telefone: "", termos: true },
  });
  // The fields arrive after the dialog opened (lazy chunk), so the first one takes the focus itself.
  useEffect(() => setFocus("nome"), [setFocus]);

  const alertFirstProblem = (errors: FieldErrors<ContactValues>) => {
    const first = CONTACT_FIELDS.find((name) => errors[name]);
    if (first) window.alert(errors[first]!.message);
  };

  const submit = async (values: ContactValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setCarregando(true);
    setOutcome(null);
    const result = await sendContact(CONTACT_SERVICE_URL, values, {
      timeoutMs: contactService.timeoutMs,
      origem: leadOrigin(currentCampaign(), await attributionFor(experiment)),
    });
    inFlight.current = false;
    setCarregando(false);
    setOutcome(result);
    report(result);
    if (result === "ok") {
      window.alert(block.messages.success);
      onSent();
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void handleSubmit(submit, alertFirstProblem)(event)}
      aria-busy={carregando}
    >
      <Field label={block.labels.nome}>
        <input type="text" autoComplete="name" className={styles.upper} {...register("nome")} />
      </Field>
      <Field label={block.labels.email}>
        <input type="email" autoComplete="email" className={styles.upper} {...register("email")} />
      </Field>
      {/* Field hands its id and state to its direct child, so it goes inside the Controller, around the input. */}
      <Controller
        control={control}
        name="telefone"
        render={({ field }) => (
          <Field label={block.labels.telefone}>
            <MaskedInput
              name={field.name}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              maxDigits={PHONE_DIGITS}
              format={formatPhone}
              type="tel"
              autoComplete="tel-national"
            />
          </Field>
        )}
      />
      <label className={styles.terms}>
        <input type="checkbox" {...register("termos")} />
        <span>{block.labels.termos}</span>
      </label>
      {outcome === "unreachable" && (
        <div className={styles.unreachable} role="alert">
          <p>{block.messages.unreachable}</p>
          <Action action={block.fallbackChat} />
        </div>
      )}
      <button type="submit" className={`btn btn--primary ${styles.submit}`} disabled={carregando}>
        {carregando && <span className={styles.spinner} aria-hidden="true" />}
        {carregando ? block.labels.sending : block.labels.submit}
      </button>
      <PrivacyNotice />
      <p className={styles.footnote}>{block.labels.footnote}</p>
    </form>
  );
}
