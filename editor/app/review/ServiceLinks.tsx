import { r } from "./reviewStrings.ts";
import { useNotices } from "./noticeFeed.ts";
import { serviceScreenHref } from "./serviceScreens.ts";
import { useServicePermissions } from "./useServiceSession.ts";

/** The links to "Revisões" (with what waits for the person) and "Agenda", on the editor service only. */
export function ServiceLinks() {
  const permissions = useServicePermissions();
  if (!permissions) return null;
  return <ServiceLinksFor mayPublish={permissions.includes("publish")} />;
}

/**
 * The links, once the person is known (tests draw them directly). The badge on "Revisões" counts, as they happen,
 * the requests a Publisher can act on and the person's own drafts sent back.
 */
export function ServiceLinksFor({ mayPublish }: { mayPublish: boolean }) {
  const notices = useNotices();
  const asked = mayPublish ? (notices?.asked ?? 0) : 0;
  const returned = notices?.returnedToMe ?? 0;
  const said = [asked > 0 && r.reviewsCount(asked), returned > 0 && r.returnedCount(returned)].filter(Boolean);
  return (
    <>
      <a className="toolbar__link" href={serviceScreenHref("revisoes")}>
        {r.reviewsLink}
        {said.length > 0 && (
          <>
            {" "}
            <span className="badge" aria-hidden="true">
              {asked + returned}
            </span>
            <span className="sr-only"> ({said.join(", ")})</span>
          </>
        )}
      </a>
      <a className="toolbar__link" href={serviceScreenHref("agenda")}>
        {r.agendaLink}
      </a>
    </>
  );
}
