/**
 * The one place that notices a session ending while someone works: every editor call goes through
 * {@link fetchSignedIn}. A 401 waits for the person to sign in again (the account gate shows the sign-in over the
 * editor) and then sends the same request again, so a save or an upload interrupted by an expired session goes
 * through once they are back, and nothing typed is lost. A 401 is answered before any handler runs: resending it
 * cannot do anything twice.
 */

/** Shows the sign-in and resolves once the person is signed in again. */
export type SignInAgain = () => Promise<void>;

let signInAgain: SignInAgain | null = null;
let waiting: Promise<void> | null = null;

/** Who asks the person to sign in again: set while someone is signed in to the service, null otherwise. */
export function whenSignedOut(ask: SignInAgain | null): void {
  signInAgain = ask;
  waiting = null;
}

/** `fetch`, waiting for a new sign-in and retrying when the answer is 401 and someone was signed in. */
export async function fetchSignedIn(input: string, init?: RequestInit): Promise<Response> {
  for (;;) {
    const response = await fetch(input, init);
    if (response.status !== 401 || !signInAgain) return response;
    // Calls refused together (a save, a validation, a list) wait for the same sign-in.
    const ask = signInAgain;
    waiting ??= ask().finally(() => {
      waiting = null;
    });
    await waiting;
  }
}
