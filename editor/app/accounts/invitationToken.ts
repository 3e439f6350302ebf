/** The address fragment an invitation link carries: `/_editor#convite=<token>`. */
const PARAM = "convite";

/**
 * The invitation token in the address, if any, taken out of it (history.replaceState): the token stays out of the
 * browser's history and of anything copied from the address bar. The fragment never reaches a server, nor its logs.
 */
export function takeInvitationToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get(PARAM);
  if (token === null) return null;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return token;
}
