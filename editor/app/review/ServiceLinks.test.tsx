import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PersonView } from "../../shared/accounts.ts";
import type { NoticeCounts } from "../../shared/notices.ts";
import { permissionsOf } from "../../shared/permissions.ts";
import { AccountContext, LOCAL_ACCOUNT } from "../accounts/AccountContext.tsx";
import { fakeService } from "./fakeService.ts";
import { refreshNotices } from "./noticeFeed.ts";
import { ServiceLinks, ServiceLinksFor } from "./ServiceLinks.tsx";

afterEach(() => vi.unstubAllGlobals());

const counts = (asked: number, returnedToMe = 0): { body: NoticeCounts } => ({
  body: { asked, returnedToMe, reviews: [] },
});

describe("the links to Revisões and Agenda", () => {
  it("show Publishers how many drafts wait for review", async () => {
    fakeService({ "GET avisos": counts(2) });
    render(<ServiceLinksFor mayPublish />);
    expect((await screen.findByRole("link", { name: "Revisões (2 pedidos de revisão)" })).getAttribute("href")).toBe(
      "?tela=revisoes",
    );
    expect(screen.getByRole("link", { name: "Agenda" }).getAttribute("href")).toBe("?tela=agenda");
  });

  it("show an Editor no requests, but her drafts sent back", async () => {
    fakeService({ "GET avisos": counts(2, 1) });
    render(<ServiceLinksFor mayPublish={false} />);
    expect(
      await screen.findByRole("link", { name: "Revisões (1 rascunho seu devolvido com comentário)" }),
    ).toBeTruthy();
  });

  it("update the badge when a request arrives, without a reload", async () => {
    const service = { "GET avisos": counts(0) };
    fakeService(service);
    render(<ServiceLinksFor mayPublish />);
    await vi.waitFor(() => expect(screen.getByRole("link", { name: "Revisões" })).toBeTruthy());
    service["GET avisos"] = counts(1);
    await act(() => refreshNotices());
    expect(screen.getByRole("link", { name: "Revisões (1 pedido de revisão)" }).textContent).toContain("1");
  });

  it("are there for a signed-in person, and not on the dev server", async () => {
    const sent = fakeService({ "GET avisos": counts(2) });
    const person: PersonView = { id: 1, name: "Bia", email: "bia@empresa.com.br", role: "publisher" };
    const { unmount } = render(
      <AccountContext.Provider value={{ ...LOCAL_ACCOUNT, person, permissions: permissionsOf("publisher") }}>
        <ServiceLinks />
      </AccountContext.Provider>,
    );
    expect(await screen.findByRole("link", { name: "Revisões (2 pedidos de revisão)" })).toBeTruthy();
    unmount();
    render(<ServiceLinks />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(sent).toHaveLength(1);
  });
});
