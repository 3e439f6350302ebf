import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PersonView } from "../../shared/accounts.ts";
import { permissionsOf } from "../../shared/permissions.ts";
import { AccountContext, LOCAL_ACCOUNT } from "../accounts/AccountContext.tsx";
import { fakeService } from "./fakeService.ts";
import { ServiceLinks, ServiceLinksFor } from "./ServiceLinks.tsx";

afterEach(() => vi.unstubAllGlobals());

const two = { body: [{ name: "a" }, { name: "b" }] };

describe("the links to Revisões and Agenda", () => {
  it("show Publishers how many drafts wait for review", async () => {
    fakeService({ "GET revisoes": two });
    render(<ServiceLinksFor mayPublish />);
    expect((await screen.findByRole("link", { name: "Revisões (2 pedidos de revisão)" })).getAttribute("href")).toBe(
      "?tela=revisoes",
    );
    expect(screen.getByRole("link", { name: "Agenda" }).getAttribute("href")).toBe("?tela=agenda");
  });

  it("show no count to an Editor", async () => {
    const sent = fakeService({ "GET revisoes": two });
    render(<ServiceLinksFor mayPublish={false} />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole("link", { name: "Revisões" })).toBeTruthy();
  });

  it("are there for a signed-in person, and not on the dev server", async () => {
    const sent = fakeService({ "GET revisoes": two });
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
