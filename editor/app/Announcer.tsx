import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

const Announce = createContext<(message: string) => void>(() => {});

/** A polite live region: what the editor did (saved, moved a block) is read out to screen-reader users. */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  // A repeated message must change the region's text to be read again.
  const announce = useCallback(
    (text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );
  return (
    <Announce.Provider value={announce}>
      {children}
      <p className="sr-only" role="status" aria-live="polite">
        {message}
      </p>
    </Announce.Provider>
  );
}

/** Says something in the editor's live region. */
export function useAnnounce(): (message: string) => void {
  return useContext(Announce);
}
