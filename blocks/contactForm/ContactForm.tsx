import { lazy, startTransition, Suspense, useEffect, useRef, useState } from "react";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { afterNextPaint } from "../../renderer/ui/afterNextPaint.ts";
import { Modal } from "../../renderer/ui/modal/Modal.tsx";
import { whenNear } from "../../renderer/ui/whenNear.ts";
import { RichText } from "../../renderer/ui/RichText.tsx";
import styles from "./contactForm.module.css";

// The form's code (react-hook-form, zod, masks) is only fetched when a visitor comes near the button or is about to
// press it.
const loadFields = () => import("./ContactFormFields.tsx");
const ContactFormFields = lazy(() => loadFields().then((module) => ({ default: module.ContactFormFields })));

/**
 * The form's fields once the opened dialog has been painted: rendering them (the form library's setup, every field)
 * in the tap's own frame made opening the dialog slow on a phone. Until then, the loading mark.
 */
function FieldsAfterDialog({ block, onSent }: { block: ContactFormBlock; onSent: () => void }) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(true))), []);
  const loading = <span className={styles.loading} aria-hidden="true" />;
  return shown ? (
    <Suspense fallback={loading}>
      <ContactFormFields block={block} onSent={onSent} />
    </Suspense>
  ) : (
    loading
  );
}

/** A section with a button that opens the contact form in a modal ("Deixe-nos ajudá-lo!"). */
export function ContactForm({ block }: { block: ContactFormBlock }) {
  const [open, setOpen] = useState(false);
  const section = useRef<HTMLElement>(null);
  // A failed early load is no error: pressing the button asks again.
  useEffect(() => whenNear(section.current!, () => void loadFields().catch(() => undefined)), []);
  return (
    <section ref={section} data-block="contactForm" id={block.id} className={styles.section}>
      <div className={`container ${styles.inner}`}>
        {block.title && (
          <h2 className={styles.title}>
            <RichText text={block.title} />
          </h2>
        )}
        {block.text && (
          <p className={styles.text}>
            <RichText text={block.text} />
          </p>
        )}
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setOpen(true)}
          onPointerEnter={loadFields}
          onFocus={loadFields}
          aria-haspopup="dialog"
        >
          {block.openLabel}
        </button>
      </div>
      <Modal open={open} title={block.modalTitle} closeLabel={block.labels.close} onClose={() => setOpen(false)}>
        <p className={styles.modalText}>
          <RichText text={block.modalText} />
        </p>
        <FieldsAfterDialog block={block} onSent={() => setOpen(false)} />
      </Modal>
    </section>
  );
}
