import { useCallback, useState } from "react";
import type { SchemaSet } from "../../shared/api.ts";
import type { NoticeCounts } from "../../shared/notices.ts";
import { ReturnedToMe } from "./ReturnedToMe.tsx";
import { ReviewCard } from "./ReviewCard.tsx";
import { r } from "./reviewStrings.ts";
import { serviceApi } from "./serviceApi.ts";
import { ServiceScreenBar } from "./ServiceScreenBar.tsx";
import { useAnswer } from "./useAnswer.ts";
import { useOnNoticeChange } from "./useOnNoticeChange.ts";

/** The requests waiting, as the list depends on them. */
const waiting = ({ reviews }: NoticeCounts) =>
  reviews
    .filter((review) => review.state === "asked")
    .map((review) => `${review.kind}/${review.name}`)
    .join(" ");

/**
 * "Revisões": every draft asked for review, with its changes (read again when a request arrives or leaves); Publishers
 * publish it or send it back from here. Above them, the person's own drafts sent back.
 */
export function ReviewsScreen({ mayPublish, schemas }: { mayPublish: boolean; schemas?: SchemaSet }) {
  const read = useCallback(() => serviceApi.reviews(), []);
  const { value: items, failure, reload } = useAnswer(read);
  const notices = useOnNoticeChange(waiting, () => void reload());
  const [said, setSaid] = useState<string>();
  const done = (text: string) => {
    setSaid(text);
    void reload();
  };
  return (
    <>
      <ServiceScreenBar heading={r.reviewsHeading} />
      <main className="panes__single service-screen" id="conteudo">
        <p role="status">{said}</p>
        {failure && (
          <p className="refusal" role="alert">
            {failure}
          </p>
        )}
        {notices && <ReturnedToMe reviews={notices.reviews} />}
        {!items && !failure && <p>{r.loading}</p>}
        {items?.length === 0 && <p>{r.reviewsEmpty}</p>}
        {items?.map((item) => (
          <ReviewCard
            key={`${item.kind}/${item.name}/${item.at}`}
            item={item}
            mayPublish={mayPublish}
            onDone={done}
            schemas={schemas}
          />
        ))}
      </main>
    </>
  );
}
