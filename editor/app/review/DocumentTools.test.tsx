import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PersonView } from "../../shared/accounts.ts";
import { permissionsOf } from "../../shared/permissions.ts";
import type { ReviewView } from "../../shared/review.ts";
import { AccountContext, LOCAL_ACCOUNT } from "../accounts/AccountContext.tsx";
import { DocumentTools, DocumentToolsPanel } from "./DocumentTools.tsx";
import { fakeService } from "./fakeService.ts";
import { refreshNotices } from "./noticeFeed.ts";
import { r } from "./reviewStrings.ts";

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  // jsdom has no modal dialogs: an open attribute is enough here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});

const asked: ReviewView = {
  kind: "page",
  name: "promo",
  file: "pages/promo.json",
  note: "",
  by: "Ana",
  at: 0,
  asked: "Pedido por Ana em 27/11/2026 às 09:00",
  returned: null,
};
const ANA: PersonView = { id: 1, name: "Ana", email: "ana@empresa.com.br", role: "editor" };
const link = { id: 7, by: "Ana", at: Date.UTC(2026, 10, 27, 12), expiresAt: Date.UTC(2026, 11, 4, 12) };

describe("the document's review and preview links", () => {
  it("asks for review with a note, then says it was asked", async () => {
    const sent = fakeService({
      "GET revisoes/page/promo": { body: null },
      "GET previas/page/promo": { body: [] },
      "POST revisoes/page/promo": { body: asked },
    });
    render(<DocumentToolsPanel kind="page" name="promo" mayPublish={false} />);
    await userEvent.click(screen.getByText(r.toolsHeading));
    await userEvent.type(screen.getByLabelText(r.reviewNote), "Confere o preço?");
    await userEvent.click(screen.getByRole("button", { name: r.askReview }));
    expect((await screen.findByRole("status")).textContent).toBe(r.reviewAsked(asked.asked));
    expect(sent.at(-1)).toEqual({ method: "POST", path: "revisoes/page/promo", body: { note: "Confere o preço?" } });
    // An Editor does not schedule.
    expect(screen.queryByText(r.scheduleWhen, { exact: false })).toBeNull();
  });

  it("asks first when the page still has problems, and tells the reviewer how many", async () => {
    const sent = fakeService({
      "GET revisoes/page/promo": { body: null },
      "GET previas/page/promo": { body: [] },
      "POST revisoes/page/promo": { body: asked },
    });
    render(<DocumentToolsPanel kind="page" name="promo" mayPublish={false} problems={2} />);
    await userEvent.click(screen.getByText(r.toolsHeading));
    await userEvent.type(screen.getByLabelText(r.reviewNote), "Confere o preço?");
    await userEvent.click(screen.getByRole("button", { name: r.askReview }));
    await screen.findByText(r.askWithProblems(2));
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: r.askAnyway }));
    expect((await screen.findByRole("status")).textContent).toBe(r.reviewAsked(asked.asked));
    expect(sent.at(-1)?.body).toEqual({ note: "Confere o preço? Pedido com 2 problemas ainda sem correção." });
  });

  it("shows the requester a Publisher's comment on the draft it sent back", async () => {
    const returned = { ...asked, returned: { by: "Bia", at: 1, comment: "O preço sobe só em janeiro." } };
    fakeService({ "GET revisoes/page/promo": { body: returned }, "GET previas/page/promo": { body: [] } });
    render(<DocumentToolsPanel kind="page" name="promo" mayPublish={false} />);
    expect((await screen.findByRole("status")).textContent).toBe(
      "Devolvida com comentárioBia devolveu este rascunho com um comentário: “O preço sobe só em janeiro.”",
    );
    expect(screen.getByRole("button", { name: r.askAgain, hidden: true })).toBeTruthy();
  });

  it("shows an open tab that its draft was sent back, as it happens", async () => {
    const returned = { ...asked, returned: { by: "Bia", at: 1, comment: "O preço sobe só em janeiro." } };
    const state = (state: "asked" | "returned") => ({
      body: { asked: 0, returnedToMe: 0, reviews: [{ ...asked, state, mine: true }] },
    });
    const service = {
      "GET revisoes/page/promo": { body: asked as ReviewView },
      "GET previas/page/promo": { body: [] },
      "GET avisos": state("asked"),
    };
    fakeService(service);
    render(<DocumentToolsPanel kind="page" name="promo" mayPublish={false} />);
    await screen.findByText(r.reviewAsked(asked.asked));
    await act(() => refreshNotices());

    service["GET revisoes/page/promo"] = { body: returned };
    service["GET avisos"] = state("returned");
    await act(() => refreshNotices());
    expect((await screen.findByText(r.returnedBadge)).closest("[role=status]")?.textContent).toContain(
      "Bia devolveu este rascunho com um comentário: “O preço sobe só em janeiro.”",
    );
    expect(screen.queryByText(r.reviewAsked(asked.asked))).toBeNull();
  });

  it("makes a preview link to copy, lists the document's links in Brasília time, and revokes one", async () => {
    let links = [link];
    const sent = fakeService({
      "GET revisoes/page/promo": { body: null },
      "GET previas/page/promo": () => ({ body: links }),
      "POST previas/page/promo": { body: { ...link, id: 8, link: "http://editor/_editor/preview#previa=abc" } },
      "DELETE previas/page/promo/7": () => {
        links = [];
        return { body: { ok: true } };
      },
    });
    render(<DocumentToolsPanel kind="page" name="promo" mayPublish={false} />);
    await userEvent.click(screen.getByText(r.toolsHeading));
    expect(
      await screen.findByText("Criado por Ana em 27/11/2026 às 09:00, válido até 04/12/2026 às 09:00", {
        exact: false,
      }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: r.previewLink }));
    expect(((await screen.findByLabelText(r.previewLinkMade)) as HTMLInputElement).value).toBe(
      "http://editor/_editor/preview#previa=abc",
    );
    await userEvent.click(screen.getByRole("button", { name: r.revoke }));
    await waitFor(() => expect(screen.queryByRole("button", { name: r.revoke })).toBeNull());
    expect(sent.some((request) => request.method === "DELETE" && request.path === "previas/page/promo/7")).toBe(true);
  });

  it("offers no preview link for site.json, and says why", async () => {
    fakeService({ "GET revisoes/site/site": { body: null } });
    render(<DocumentToolsPanel kind="site" name="site" mayPublish={false} />);
    expect(screen.getByText(r.sitePreviewNote)).toBeTruthy();
    expect(screen.queryByRole("button", { name: r.previewLink, hidden: true })).toBeNull();
  });

  it("is there for a signed-in person, and not on the dev server, which has no review", async () => {
    const sent = fakeService({ "GET revisoes/page/promo": { body: null }, "GET previas/page/promo": { body: [] } });
    const { unmount } = render(
      <AccountContext.Provider value={{ ...LOCAL_ACCOUNT, person: ANA, permissions: permissionsOf("editor") }}>
        <DocumentTools kind="page" name="promo" />
      </AccountContext.Provider>,
    );
    expect(screen.getByText(r.toolsHeading)).toBeTruthy();
    await waitFor(() =>
      expect(sent.map((request) => request.path).sort()).toEqual([
        "avisos",
        "previas/page/promo",
        "revisoes/page/promo",
      ]),
    );
    unmount();
    const { container } = render(<DocumentTools kind="page" name="promo" />);
    expect(container.innerHTML).toBe("");
    expect(sent).toHaveLength(3);
  });
});
