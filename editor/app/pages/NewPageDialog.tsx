import { useId, useRef, useState, type FormEvent } from "react";
import type { OpenedPage, PageStart, PageSummary } from "../../shared/api.ts";
import { api } from "../api.ts";
import { t } from "../strings.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { startOfValue, startValue } from "./startValue.ts";
import { FormDialog } from "../ui/FormDialog.tsx";
import { slugify } from "../../shared/slug.ts";

/** The file name for a page called `title`: its slug, starting with a letter as npm run new-page requires. */
export function pageNameOf(title: string): string {
  const slug = slugify(title);
  return /^[a-z]/.test(slug) ? slug : slug ? `pagina-${slug}`.slice(0, 80) : "";
}

/** Props of {@link NewPageDialog}. */
export interface NewPageDialogProps {
  pages: PageSummary[];
  /** The start chosen when the dialog opens: a copy when duplicating a page. */
  start: PageStart;
  onCreated: (page: OpenedPage) => void;
  onClose: () => void;
}

/**
 * Asks for a new page's name, address and starting point (empty, the template, or a copy of any page). The address
 * is suggested from the name ("Black Friday 2026" → /black-friday-2026) until it is changed by hand; the file name is
 * the name's slug, never shown; a new page that is not a copy takes the name as its title. The dev server applies
 * npm run new-page's rules (names and routes already taken are refused); nothing is written until the page is saved.
 */
export function NewPageDialog({ pages, start: initialStart, onCreated, onClose }: NewPageDialogProps) {
  const id = useId();
  const [name, setName] = useState("");
  const [typedRoute, setRoute] = useState<string>();
  const route = typedRoute ?? `/${slugify(name)}`;
  const [start, setStart] = useState(initialStart);
  const [error, setError] = useState("");
  const copying = initialStart.kind === "copy" ? pages.find((page) => page.name === initialStart.page) : undefined;
  const firstField = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await api.draft({ name: pageNameOf(name), route, start });
    if (answer.ok)
      onCreated(
        start.kind === "copy" || !name.trim()
          ? answer.value
          : { ...answer.value, data: { ...answer.value.data, title: name.trim() } },
      );
    else setError(answer.refusal.reason === "invalid" ? "" : answer.refusal.message);
  };
  return (
    <FormDialog
      heading={copying ? t.duplicateHeading(copying.title || copying.route) : t.newPageHeading}
      submitLabel={t.create}
      error={error}
      firstField={firstField}
      onSubmit={submit}
      onClose={onClose}
    >
      <LabelledField id={`${id}-name`} label={t.fieldName} help={t.fieldNameHelp}>
        <input
          className="input"
          id={`${id}-name`}
          name="nome"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={`${id}-name-help`}
          required
          ref={firstField}
        />
      </LabelledField>
      <LabelledField id={`${id}-route`} label={t.fieldRoute} help={t.fieldRouteHelp}>
        <input
          className="input"
          id={`${id}-route`}
          name="rota"
          value={route}
          onChange={(event) => setRoute(event.target.value)}
          aria-describedby={`${id}-route-help`}
          required
        />
      </LabelledField>
      <LabelledField id={`${id}-start`} label={t.fieldStart}>
        <select
          className="input"
          id={`${id}-start`}
          value={startValue(start)}
          onChange={(event) => setStart(startOfValue(event.target.value))}
        >
          <option value={startValue({ kind: "empty" })}>{t.startEmpty}</option>
          <option value={startValue({ kind: "template" })}>{t.startTemplate}</option>
          {pages.map((page) => (
            <option key={page.name} value={startValue({ kind: "copy", page: page.name })}>
              {t.startCopy(page.route, page.title)}
            </option>
          ))}
        </select>
      </LabelledField>
    </FormDialog>
  );
}
