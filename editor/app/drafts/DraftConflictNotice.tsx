/** Props of {@link DraftConflictNotice}. */
export interface DraftConflictNoticeProps {
  heading: string;
  message: string;
  /** The choices offered, the first one the main one. */
  actions: Array<{ label: string; onClick: () => void }>;
}

/**
 * Someone else changed the draft in a way that needs the person's choice (the same fields, or they published or
 * discarded it), or the person's own changes from an earlier visit wait: what happened, and what can be done. Nothing
 * is saved over anyone meanwhile.
 */
export function DraftConflictNotice({ heading, message, actions }: DraftConflictNoticeProps) {
  return (
    <section className="refusal conflict" role="alert" aria-labelledby="rascunho-em-conflito">
      <h2 id="rascunho-em-conflito" className="conflict__title">
        {heading}
      </h2>
      <p>{message}</p>
      <div className="button-row">
        {actions.map((action, index) => (
          <button
            key={action.label}
            type="button"
            className={`button button--small${index === 0 ? " button--primary" : ""}`}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}
