import { t } from "../strings.ts";

/** Which of the page editor's two panes a narrow screen shows. */
export type Pane = "form" | "preview";

/**
 * On a screen too narrow for the form and the preview side by side (a tablet), one at a time: two toggle buttons
 * choose which (the CSS hides them, and shows both panes, on a wide screen).
 */
export function PaneSwitch({ pane, onChange }: { pane: Pane; onChange: (pane: Pane) => void }) {
  const options = [
    { value: "form", label: t.paneForm },
    { value: "preview", label: t.panePreview },
  ] as const;
  return (
    <div className="pane-switch">
      <div className="segmented" role="group" aria-label={t.paneSwitch}>
        {options.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="segmented__option"
            aria-pressed={pane === value}
            onClick={() => onChange(value)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
