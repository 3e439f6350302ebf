import { lazy, Suspense, useState } from "react";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { Modal } from "../../renderer/ui/modal/Modal.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import styles from "./contactForm.module.css";

// The form's code (react-hook-form, zod, masks) is only fetched when a visitor is about to open it.
const loadFields = () => import("./ContactFormFields.tsx");
const ContactFormFields = lazy(() => loadFields().then((module) => ({ default: module.ContactFormFields })));

/** A section with a button that opens the contact form in a modal ("Deixe-nos ajudá-lo!"). */
export function ContactForm({ block }: { block: ContactFormBlock }) {
  const [open, setOpen] = useState(false);
  return (
    <section data-block="contactForm" id={block.id} className={styles.section}>
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
        <Suspense fallback={<span className={styles.loading} aria-hidden="true" />}>
          <ContactFormFields block={block} onSent={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </section>
  );
}
