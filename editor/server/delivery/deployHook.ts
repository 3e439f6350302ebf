/** How long the deploy address has to answer before the call counts as failed (and is retried). */
export const DEPLOY_TIMEOUT_MS = 10_000;

/**
 * POSTs to the deploy address (a hosting service's build hook) what was sent: the commit and the branch, as JSON.
 * True when it answered 2xx within the timeout. The address is never shown: it often holds a secret token.
 */
export async function callDeployHook(
  url: string,
  sent: { commit: string; ref: string },
  timeoutMs = DEPLOY_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(sent),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
