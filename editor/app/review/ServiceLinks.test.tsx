import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

  it("are there on the service, and not on the dev server", async () => {
    fakeService({ "GET sessao": { body: { mode: "service", permissions: ["read", "edit"] } }, "GET revisoes": two });
    const { unmount } = render(<ServiceLinks />);
    expect(await screen.findByRole("link", { name: "Agenda" })).toBeTruthy();
    unmount();
    const sent = fakeService({ "GET sessao": { body: { mode: "local", permissions: ["read"] } } });
    render(<ServiceLinks />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole("link")).toBeNull();
  });
});
