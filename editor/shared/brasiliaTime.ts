/**
 * Dates and times as Brazilian marketing teams read and type them: in Brasília time (America/Sao_Paulo), whatever
 * the zone of the server or of the browser.
 */
const ZONE = "America/Sao_Paulo";
const OFFSET = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" });
const DATE = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const TIME = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });

/** Brasília's offset from UTC at `instant`, in minutes (−180 today; the zone's rules decide, not a constant). */
function offsetAt(instant: number): number {
  const name = OFFSET.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The instant of a wall-clock time in Brasília typed as `2026-11-28T00:00` (what an `<input type="datetime-local">`
 * gives), or undefined when it is not one.
 */
export function fromBrasilia(local: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  if (new Date(wall).getUTCDate() !== day || hour! > 23 || minute! > 59) return undefined;
  return wall - offsetAt(wall - offsetAt(wall) * 60_000) * 60_000;
}

/** `instant` as `2026-11-28T00:00` in Brasília, for a datetime-local input. */
export function toBrasiliaInput(instant: number): string {
  const shifted = new Date(instant + offsetAt(instant) * 60_000).toISOString();
  return shifted.slice(0, 16);
}

/** `instant` as people read it: "28/11/2026 às 00:00". */
export const brasiliaDateTime = (instant: number): string => `${DATE.format(instant)} às ${TIME.format(instant)}`;

/** `instant`'s time of day in Brasília: "14:03". */
export const brasiliaTime = (instant: number): string => TIME.format(instant);

const DAY = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, day: "2-digit", month: "2-digit" });

/** "às 14:03" for a time of the same day in Brasília as `now`, else "em 26/11 às 14:03". */
export function brasiliaMoment(at: number, now: number): string {
  const time = `às ${TIME.format(at)}`;
  return DAY.format(at) === DAY.format(now) ? time : `em ${DAY.format(at)} ${time}`;
}
