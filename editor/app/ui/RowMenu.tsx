import { useEffect, useId, useRef, useState } from "react";

/** One command of a row: its words, its accessible name beside the others (naming the row's item), what it does. */
export interface RowAction {
  label: string;
  /** The name said for the inline button, where the row's other columns are not read with it. */
  name: string;
  onClick: () => void;
  kind?: "primary" | "danger";
  disabled?: boolean;
  /** Why it is disabled, when it is. */
  title?: string;
  /** Its keyboard shortcut, as aria-keyshortcuts names it. */
  keys?: string;
}

const buttonClass = (action: RowAction) => `button button--small${action.kind ? ` button--${action.kind}` : ""}`;

/**
 * A table row's commands: side by side where there is room, and on a phone (the CSS chooses) one button, named by
 * `menuName`, that opens them as a menu, so that none is cut off at the screen's edge.
 */
export function RowActions({
  actions,
  menuName,
  menuLabel,
}: {
  actions: RowAction[];
  menuName: string;
  menuLabel: string;
}) {
  return (
    <>
      <span className="row-actions">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={buttonClass(action)}
            onClick={action.onClick}
            disabled={action.disabled}
            title={action.title}
            aria-label={action.name === action.label ? undefined : action.name}
            aria-keyshortcuts={action.keys}
          >
            {action.label}
          </button>
        ))}
      </span>
      <RowMenu actions={actions} name={menuName} label={menuLabel} />
    </>
  );
}

/** The row's commands behind one button: Escape or a click elsewhere closes the menu, a choice closes it too. */
function RowMenu({ actions, name, label }: { actions: RowAction[]; name: string; label: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>("[role=menuitem]:not(:disabled)")?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="row-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button button--small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={name}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label} ▾
      </button>
      {open && (
        <div
          className="row-menu__items"
          role="menu"
          id={menuId}
          aria-label={name}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.stopPropagation();
            close();
          }}
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              className={buttonClass(action)}
              disabled={action.disabled}
              title={action.title}
              aria-keyshortcuts={action.keys}
              onClick={() => {
                setOpen(false);
                action.onClick();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
