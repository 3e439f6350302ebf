import { useCallback } from "react";
import { r } from "./reviewStrings.ts";
import { serviceApi } from "./serviceApi.ts";
import { serviceScreenHref } from "./serviceScreens.ts";
import { useAnswer } from "./useAnswer.ts";
import { useServicePermissions } from "./useServiceSession.ts";

/** The links to "Revisões" (with how many wait, for Publishers) and "Agenda", on the editor service only. */
export function ServiceLinks() {
  const permissions = useServicePermissions();
  if (!permissions) return null;
  return <ServiceLinksFor mayPublish={permissions.includes("publish")} />;
}

/** The links, once the person is known (tests draw them directly). */
export function ServiceLinksFor({ mayPublish }: { mayPublish: boolean }) {
  const read = useCallback(() => serviceApi.reviews(), []);
  const { value: reviews } = useAnswer(read);
  const count = reviews?.length ?? 0;
  return (
    <>
      <a className="toolbar__link" href={serviceScreenHref("revisoes")}>
        {r.reviewsLink}
        {mayPublish && count > 0 && (
          <>
            {" "}
            <span className="badge" aria-hidden="true">
              {count}
            </span>
            <span className="sr-only"> ({r.reviewsCount(count)})</span>
          </>
        )}
      </a>
      <a className="toolbar__link" href={serviceScreenHref("agenda")}>
        {r.agendaLink}
      </a>
    </>
  );
}
