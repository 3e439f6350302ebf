import { useState, type ReactNode } from "react";
import { api } from "../api.ts";
import { useAnnounce } from "../Announcer.tsx";
import { RefusalProblems } from "../page/ProblemSummary.tsx";
import { t } from "../strings.ts";
import { PAGE_WORDING, pendingDeliveries, publishOutcome, type PublishWording } from "./publishOutcome.ts";
import { PublishDialog } from "./PublishDialog.tsx";
import { knowPageTitle } from "../../shared/documentName.ts";
import { pagePath } from "../../shared/variantNames.ts";

/** What publishing needs from the open page. */
export interface PublishTarget {
  name: string;
  dirty: boolean;
  /** Saves the page as it is now; true once saved (a refusal or a conflict is shown by the save itself). */
  save: () => Promise<boolean>;
  onPublished: () => void;
  /** The page's title as typed, which names it in the suggested message (a page just made is in no list yet). */
  title?: unknown;
  /** A collection's file, endpoint and wording; a page's by default. */
  file?: string;
  send?: typeof api.publish;
  wording?: PublishWording;
}

/** The outcome of the last publication: what it did, or why it was refused (the saved file stays either way). */
interface Outcome {
  ok: boolean;
  content: ReactNode;
}

/**
 * "Publicar": asks for a message (pre-filled; after a restore, with what was restored), saves the page when it has
 * unsaved edits, then has the dev server validate and commit it, and shows what happened.
 */
export function usePublishPage({ name, dirty, save, onPublished, title, ...target }: PublishTarget) {
  const { file = pagePath(name), send = api.publish, wording = PAGE_WORDING } = target;
  const [asking, setAsking] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [suggested, setSuggested] = useState<string>();
  const [pending, setPending] = useState<string[]>([]);
  const announce = useAnnounce();

  const publish = async (message: string) => {
    setAsking(false);
    setOutcome(null);
    setPublishing(true);
    try {
      if (dirty && !(await save())) return;
      const answer = await send(name, message);
      if (answer.ok) {
        const sentences = publishOutcome(answer.value, wording);
        setOutcome({
          ok: answer.value.push.kind !== "failed" && answer.value.deploy?.kind !== "failed",
          content: sentences.map((line) => <p key={line}>{line}</p>),
        });
        announce(sentences[0]!);
        setSuggested(undefined);
        onPublished();
        return;
      }
      const { refusal } = answer;
      setOutcome({
        ok: false,
        content: (
          <>
            <p>{wording.refused}</p>
            {refusal.reason === "invalid" ? <RefusalProblems result={refusal.validation} /> : <p>{refusal.message}</p>}
          </>
        ),
      });
    } finally {
      setPublishing(false);
    }
  };

  const dialog = asking && (
    <PublishDialog
      file={file}
      intro={wording.intro}
      suggested={suggested ?? wording.suggested(file)}
      pending={pending}
      onPublish={(message) => void publish(message)}
      onClose={() => setAsking(false)}
    />
  );
  const notice = outcome && (
    <section className={outcome.ok ? "outcome" : "refusal"} role={outcome.ok ? "status" : "alert"}>
      {outcome.content}
      <button type="button" className="button button--small" onClick={() => setOutcome(null)}>
        {t.close}
      </button>
    </section>
  );
  return {
    publishing,
    ask: () => {
      if (typeof title === "string") knowPageTitle(name, title);
      setAsking(true);
      // Earlier publications still on their way are said before a new one; the dialog opens without waiting.
      setPending([]);
      void api
        .publishingStatus()
        .then((answer) => setPending(answer.ok ? pendingDeliveries(answer.value) : []))
        .catch(() => undefined);
    },
    suggest: setSuggested,
    view: (
      <>
        {dialog}
        {notice}
      </>
    ),
  };
}
