import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "../../../../renderer/ui/Icon.tsx";
import type { SpriteIconName } from "../../../../renderer/ui/iconNames.ts";
import { t } from "../../strings.ts";
import { findIcons, type IconChoice } from "../iconSearch.ts";

/** Props of {@link IconPicker}. */
interface IconPickerProps {
  id: string;
  choices: readonly IconChoice[];
  value?: string;
  /** Called with the chosen icon, or with nothing for "Sem ícone". */
  onPick: (name: string | undefined) => void;
  onClose: () => void;
  /** Offers "Sem ícone" (an optional field that has an icon). */
  allowNone: boolean;
}

/** How many options the grid's first row holds (by their position on screen), for ↑ and ↓. */
function columnsOf(options: HTMLElement[]): number {
  const top = options[0]?.offsetTop;
  const inFirstRow = options.findIndex((option) => option.offsetTop !== top);
  return inFirstRow > 0 ? inFirstRow : options.length;
}

/**
 * The site's icons as a grid of pictures, drawn from the same sprite as the site, with a search by pt-BR name or
 * file name. A listbox: Tab reaches the chosen (or first) icon, the arrows, Home and End move between pictures, Enter
 * or Space chooses, Esc closes; ↓ in the search box goes to the grid, Enter there chooses the only icon found.
 */
export function IconPicker({ id, choices, value, onPick, onClose, allowNone }: IconPickerProps) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState<number>();
  const search = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const countId = useId();
  const found = findIcons(choices, query);
  const chosen = found.findIndex((choice) => choice.name === value);
  const current = active !== undefined && active < found.length ? active : Math.max(chosen, 0);

  const options = () => [...(grid.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
  const focusOption = (index: number) => {
    setActive(index);
    options()[index]?.focus();
  };
  const onOptionKey = (event: KeyboardEvent, index: number) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick(found[index]!.name);
      return;
    }
    const columns = columnsOf(options());
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, ArrowDown: index + columns, ArrowUp: index - columns }[
      event.key
    ];
    const target = event.key === "Home" ? 0 : event.key === "End" ? found.length - 1 : next;
    if (target === undefined) return;
    event.preventDefault();
    if (target >= 0 && target < found.length) focusOption(target);
    else if (event.key === "ArrowUp") search.current?.focus();
  };
  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" && found.length) {
      event.preventDefault();
      focusOption(current);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (found.length === 1) onPick(found[0]!.name);
      else if (found.length) focusOption(current);
    }
  };

  return (
    // Esc anywhere in the picker closes it (the field's button gets the focus back).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a key handler for the whole picker, not a control
    <div className="icon-picker" id={id} onKeyDown={(event) => event.key === "Escape" && onClose()}>
      <input
        ref={search}
        className="input"
        type="search"
        aria-label={t.iconSearch}
        aria-describedby={countId}
        placeholder={t.iconSearchPlaceholder}
        // The picker opens because the person asked for it: the search is where they start.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(undefined);
        }}
        onKeyDown={onSearchKey}
      />
      <p className="field__note" id={countId} aria-live="polite">
        {t.iconCount(found.length)}
      </p>
      <div ref={grid} className="icon-grid" role="listbox" aria-label={t.iconGrid}>
        {found.map((choice, index) => (
          <div
            key={choice.name}
            className="icon-grid__choice"
            role="option"
            aria-selected={choice.name === value}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onPick(choice.name)}
            onKeyDown={(event) => onOptionKey(event, index)}
            onFocus={() => setActive(index)}
          >
            <Icon name={choice.name as SpriteIconName} size={28} />
            <span className="icon-grid__label">{choice.label}</span>
          </div>
        ))}
      </div>
      <div className="icon-picker__actions">
        {allowNone && (
          <button type="button" className="button button--small" onClick={() => onPick(undefined)}>
            {t.iconRemove}
          </button>
        )}
        <button type="button" className="button button--small" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </div>
  );
}
