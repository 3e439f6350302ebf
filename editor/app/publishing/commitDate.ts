const FORMAT = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A commit's date as a Brazilian reads it, in this computer's time zone: "25/11/2026 14:03". */
export function commitDate(iso: string): string {
  return FORMAT.format(new Date(iso)).replace(",", "");
}
