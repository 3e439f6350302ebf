import type { ReactNode } from "react";

/** The whole screen given to one message: the editor loading, or why it could not start. */
export function ScreenMessage({ role, children }: { role: "status" | "alert"; children: ReactNode }) {
  return (
    <main className="message">
      <p role={role}>{children}</p>
    </main>
  );
}
