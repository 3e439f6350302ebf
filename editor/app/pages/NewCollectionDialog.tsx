import { useId, useRef, useState, type FormEvent } from "react";
import type { OpenedCollection, PageSummary } from "../../shared/api.ts";
import { slugify } from "../../shared/slug.ts";
import { api } from "../api.ts";
import { t } from "../strings.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { FormDialog } from "../ui/FormDialog.tsx";
import { pageNameOf } from "./NewPageDialog.tsx";

/** The choice that makes a new template page. */
const NEW = "";

/**
 * Starts a collection from the editor: its name (the file name and the start of its pages' addresses are its slug,
 * never shown as such) and its template page, a new one (the default) or a page whose address already ends with the
 * row's slug and is no other collection's template. The server writes both; the rows are pasted next.
 */
export function NewCollectionDialog({
  pages,
  onCreated,
  onClose,
}: {
  pages: PageSummary[];
  onCreated: (collection: OpenedCollection) => void;
  onClose: () => void;
}) {
  const firstField = useRef<HTMLInputElement>(null);
  const id = useId();
  const [title, setTitle] = useState("");
  const [template, setTemplate] = useState(NEW);
  const [error, setError] = useState("");
  const name = pageNameOf(title);
  const templates = pages.filter((page) => page.templateOf === undefined && page.route.includes("/:slug"));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request =
      template === NEW ? { name, page: `${name}-modelo`.slice(0, 80), newPage: true } : { name, page: template };
    const answer = await api.createCollection(request);
    if (answer.ok) onCreated(answer.value);
    else setError(answer.refusal.reason === "invalid" ? "" : answer.refusal.message);
  };
  return (
    <FormDialog
      heading={t.newCollectionHeading}
      submitLabel={t.create}
      error={error}
      firstField={firstField}
      onSubmit={submit}
      onClose={onClose}
    >
      <LabelledField id={`${id}-name`} label={t.collectionNameField} help={t.collectionNameHelp}>
        <input
          className="input"
          id={`${id}-name`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-describedby={`${id}-name-help`}
          required
          ref={firstField}
        />
      </LabelledField>
      <LabelledField id={`${id}-template`} label={t.templateField} help={t.templateHelp2}>
        <select
          className="input"
          id={`${id}-template`}
          value={template}
          onChange={(event) => setTemplate(event.target.value)}
          aria-describedby={`${id}-template-help`}
        >
          <option value={NEW}>{t.newTemplateOption(`/${slugify(title) || "…"}/…`)}</option>
          {templates.map((page) => (
            <option key={page.name} value={page.name}>
              {t.existingTemplateOption(page.title || page.name, page.route)}
            </option>
          ))}
        </select>
      </LabelledField>
    </FormDialog>
  );
}
