import { exampleText, problemKinds } from "../../validator/problemCodes.ts";
import { withGeneratedSection } from "./generatedSection.ts";

/** Text inside a Markdown table cell: a `|` would end the cell. */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

/** Inline code that may itself contain backticks. */
function code(text: string): string {
  const fence = text.includes("`") ? "``" : "`";
  return `${fence}${text}${fence}`;
}

/** The validator's problems as a Markdown table: code (with its anchor, `#site-001`), an example message, advice. */
export function problemTable(): string {
  const rows = problemKinds().map((kind) => {
    const { message, hint } = exampleText(kind);
    const anchor = `<a id="${kind.code.toLowerCase()}"></a>${kind.code}`;
    return `| ${anchor} | ${cell(code(message))}<br>${cell(hint)} | ${cell(kind.advice)} |`;
  });
  return ["| Código | Mensagem e dica (exemplo) | O que fazer |", "|---|---|---|", ...rows, ""].join("\n");
}

/** `guide` with its problem table section replaced by the current table. */
export function withProblemTable(guide: string): string {
  return withGeneratedSection(guide, "códigos-de-erro", problemTable());
}
