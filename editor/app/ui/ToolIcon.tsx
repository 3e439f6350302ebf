/** The editor's few button icons, drawn inline (no font has to carry them); the buttons carry the names. */
const PATHS = {
  up: "M12 19V5M5 12l7-7 7 7",
  down: "M12 5v14M5 12l7 7 7-7",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  remove: "M6 6l12 12M18 6L6 18",
  grip: "M9 5v.01M15 5v.01M9 12v.01M15 12v.01M9 19v.01M15 19v.01",
  model: "M6 4h12v16l-6-4-6 4z",
} as const;

/** An icon for a button that has its own accessible name. */
export function ToolIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="tool-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
