import { useEffect, useId, useRef, useState } from "react";
import { a } from "./strings.ts";

/** The recovery codes, shown once: to copy or write down, then "Já guardei os códigos". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string>();
  // The codes replace the form that had the cursor: the heading takes it, and a screen reader reads what follows.
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(a.codesCopied);
    } catch {
      setCopied(a.copyFailed);
    }
  };
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} tabIndex={-1} ref={heading}>
        {a.recoveryHeading}
      </h3>
      <p>{a.recoveryIntro}</p>
      <ul className="account-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void copy()}>
          {a.copyCodes}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {a.recoveryDone}
        </button>
        <span role="status">{copied}</span>
      </div>
    </section>
  );
}
