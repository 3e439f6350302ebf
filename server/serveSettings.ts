import { serviceUrlProblem } from "./serviceUrls.ts";
import { standInMode, type StandInMode } from "./standInMode.ts";

/** What `npm run serve` reads from its environment. */
export interface ServeSettings {
  port: number;
  /** Interface to listen on: loopback unless HOST says otherwise. */
  host: string;
  mode: StandInMode;
  /** The configured service URLs (empty ones mean the local stand-ins). */
  apiBaseUrl?: string;
  contactUrl?: string;
}

/** A port number as PORT may give it, or undefined. */
function portOf(value: string): number | undefined {
  const port = Number(value);
  return /^\d+$/.test(value) && port >= 1 && port <= 65535 ? port : undefined;
}

/** Reads the environment of `npm run serve`; anything unusable is one pt-BR line saying what to do. */
export function serveSettings(env: Record<string, string | undefined>): ServeSettings | { problem: string } {
  const urlProblem = serviceUrlProblem(env);
  if (urlProblem) return { problem: urlProblem };
  const port = portOf(env.PORT || "4173");
  if (port === undefined)
    return { problem: `PORT="${env.PORT}" não é uma porta: use um número de 1 a 65535, por exemplo PORT=4173.` };
  let mode: StandInMode;
  try {
    mode = standInMode(env.STANDIN_MODE);
  } catch (error) {
    return { problem: (error as Error).message };
  }
  return {
    port,
    host: env.HOST || "127.0.0.1",
    mode,
    apiBaseUrl: env.SITE_API_BASE_URL || undefined,
    contactUrl: env.SITE_CONTACT_URL || undefined,
  };
}
