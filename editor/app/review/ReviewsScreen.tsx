import { useCallback, useState } from "react";
import { ReviewCard } from "./ReviewCard.tsx";
import { r } from "./reviewStrings.ts";
import { serviceApi } from "./serviceApi.ts";
import { ServiceScreenBar } from "./ServiceScreenBar.tsx";
import { useAnswer } from "./useAnswer.ts";

/** "Revisões": every draft asked for review, with its changes; Publishers publish it or send it back from here. */
export function ReviewsScreen({ mayPublish }: { mayPublish: boolean }) {
  const read = useCallback(() => serviceApi.reviews(), []);
  const { value: items, failure, reload } = useAnswer(read);
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
        {!items && !failure && <p>{r.loading}</p>}
        {items?.length === 0 && <p>{r.reviewsEmpty}</p>}
        {items?.map((item) => (
          <ReviewCard key={`${item.kind}/${item.name}/${item.at}`} item={item} mayPublish={mayPublish} onDone={done} />
        ))}
      </main>
    </>
  );
}
