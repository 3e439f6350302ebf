import type { ReactNode } from "react";
import { t } from "../strings.ts";

/** A refusal or error the user must read (an alert), with a button that closes it. */
export function Notice({
  children,
  onClose,
  floating,
}: {
  children: ReactNode;
  onClose: () => void;
  floating?: boolean;
}) {
  return (
    <section className={`refusal${floating ? " refusal--floating" : ""}`} role="alert">
      {children}
      <button type="button" className="button button--small" onClick={onClose}>
        {t.close}
      </button>
    </section>
  );
}
