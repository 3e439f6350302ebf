/** A column a template's text names (`{{row.cidade}}`), wherever it is in the page. */
const ROW_PIECE = /\{\{\s*row\.(\w+)\s*\}\}/g;

/** The columns a template page's data names, in the order they first appear, each once. */
export function columnsNamed(template: unknown): string[] {
  const text = JSON.stringify(template ?? null);
  return [...new Set([...text.matchAll(ROW_PIECE)].map((match) => match[1]!))];
}

/** The columns the template names that the table lacks (the end of the address is always there). */
export const missingColumns = (named: string[], columns: string[]): string[] =>
  named.filter((column) => !columns.includes(column));
