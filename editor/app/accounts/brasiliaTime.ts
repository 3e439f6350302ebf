/** Dates as Brazilians read them, in Brasília time whatever the computer's time zone (people and servers travel). */
const ZONE = "America/Sao_Paulo";
const DATE = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const TIME = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** A moment (milliseconds since 1970) as its date and time in Brasília: { date: "04/12/2026", time: "14:03" }. */
export function brasiliaTime(at: number): { date: string; time: string } {
  const moment = new Date(at);
  return { date: DATE.format(moment), time: TIME.format(moment) };
}
