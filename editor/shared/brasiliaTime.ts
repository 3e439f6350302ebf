/** Times as people in Brazil read them: the site's team works in Brasília time, wherever the server runs. */

const ZONE = "America/Sao_Paulo";
const clock = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });
const day = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, day: "2-digit", month: "2-digit" });

/** "às 14:03" for a time of the same day in Brasília as `now`, else "em 26/11 às 14:03". */
export function brasiliaMoment(at: number, now: number): string {
  const time = `às ${clock.format(at)}`;
  return day.format(at) === day.format(now) ? time : `em ${day.format(at)} ${time}`;
}
