import { ToolIcon } from "./ToolIcon.tsx";

/** An icon button of a block's or a list item's row: its accessible name says what it does to which item. */
export function ToolButton({
  icon,
  label,
  title,
  onClick,
  disabled,
  danger,
}: {
  icon: Parameters<typeof ToolIcon>[0]["name"];
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={`icon-button${danger ? " icon-button--danger" : ""}`}
      aria-label={label}
      title={title}
      onClick={onClick}
      disabled={disabled}
    >
      <ToolIcon name={icon} />
    </button>
  );
}
