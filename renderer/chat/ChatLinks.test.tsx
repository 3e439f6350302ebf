import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatLink } from "../../schema/generated/page.ts";
import type { ChatSettings } from "../../schema/generated/site.ts";
import { prerenderAndHydrate } from "../../tests/helpers/prerenderAndHydrate.ts";
import { rememberCampaign } from "../campaign/campaignStore.ts";
import { ChatLinksProvider, useChatHref } from "./ChatLinks.tsx";

const chat: ChatSettings = { phone: "5544999990000", baseUrl: "https://wa.me/", campaignText: "(origem: {origem})" };
const links: Record<string, ChatLink> = { home: { grupo: "home", message: "Olá! Quero conhecer o sistema." } };
const FALLBACK = "https://wa.me/5544999990000?text=Ol%C3%A1!%20Quero%20conhecer%20o%20sistema.";

function Probe() {
  return <a href={useChatHref("home")}>chat</a>;
}

/** A call to action for the named link, labelled with its name. */
function LinkProbe({ name }: { name: string }) {
  return <a href={useChatHref(name)}>{name}</a>;
}

function tree(fetchImpl: typeof fetch, settings: ChatSettings = chat) {
  const service = { baseUrl: "https://api.test", productPath: "p", timeoutMs: 100, fetchImpl };
  return (
    <ChatLinksProvider links={links} chat={settings} service={service} order="parallel">
      <Probe />
    </ChatLinksProvider>
  );
}

function renderWith(fetchImpl: typeof fetch, settings: ChatSettings = chat) {
  return render(tree(fetchImpl, settings));
}

const pending: typeof fetch = () => new Promise<Response>(() => {});
const href = () => screen.getByText("chat").getAttribute("href");

afterEach(() => {
  rememberCampaign("", null);
  vi.restoreAllMocks();
});

describe("ChatLinksProvider", () => {
  it("gives the prefilled fallback from the first paint, while the call is pending", () => {
    renderWith(() => new Promise<Response>(() => {}));
    expect(screen.getByText("chat").getAttribute("href")).toBe(FALLBACK);
  });

  it("replaces the fallback with the service's https link when the answer is ok", async () => {
    renderWith(async () => new Response(JSON.stringify({ status: "ok", link: "https://wa.me/5511911112222?text=Oi" })));
    await waitFor(() =>
      expect(screen.getByText("chat").getAttribute("href")).toBe("https://wa.me/5511911112222?text=Oi"),
    );
  });

  it("keeps the fallback when the service answers with an unsafe link", async () => {
    // Asked one after another: once the link asked second shows its answer, the first answer has been weighed.
    const twoLinks = { ...links, depois: { grupo: "depois", message: "Depois." } };
    const answers: Record<string, string> = {
      home: "javascript:alert(1)",
      depois: "https://wa.me/5511911112222?text=Oi",
    };
    const fetchImpl: typeof fetch = async (url) => {
      const grupo = new URL(String(url)).searchParams.get("grupo")!;
      return new Response(JSON.stringify({ status: "ok", link: answers[grupo] }));
    };
    const service = { baseUrl: "https://api.test", productPath: "p", timeoutMs: 100, fetchImpl };
    render(
      <ChatLinksProvider links={twoLinks} chat={chat} service={service} order="sequential">
        <Probe />
        <LinkProbe name="depois" />
      </ChatLinksProvider>,
    );
    await waitFor(() => expect(screen.getByText("depois").getAttribute("href")).toBe(answers.depois));
    expect(screen.getByText("chat").getAttribute("href")).toBe(FALLBACK);
  });
});

describe("ChatLinksProvider with a campaign", () => {
  const landing = "?utm_source=google&utm_medium=cpc&utm_campaign=bf&gclid=X";

  it("asks the service with the visit's campaign parameters", async () => {
    rememberCampaign(landing, null);
    const calls: string[] = [];
    renderWith(async (url) => {
      calls.push(String(url));
      return new Response(JSON.stringify({ status: "erro" }));
    });
    await waitFor(() =>
      expect(calls).toEqual(["https://api.test/p?grupo=home&utm_source=google&utm_medium=cpc&utm_campaign=bf&gclid=X"]),
    );
  });

  it("ends the fallback message with the origin when campaignInMessage is on, and not when it is off", () => {
    rememberCampaign(landing, null);
    const { unmount } = renderWith(pending, { ...chat, campaignInMessage: true });
    expect(href()).toBe(`${FALLBACK}${encodeURIComponent(" (origem: google / cpc / bf)")}`);
    unmount();
    renderWith(pending, { ...chat, campaignInMessage: false });
    expect(href()).toBe(FALLBACK);
  });

  it("never rewrites the service's own link", async () => {
    rememberCampaign(landing, null);
    renderWith(
      async () => new Response(JSON.stringify({ status: "ok", link: "https://wa.me/5511911112222?text=Oi" })),
      { ...chat, campaignInMessage: true },
    );
    await waitFor(() => expect(href()).toBe("https://wa.me/5511911112222?text=Oi"));
  });

  it("hydrates the prerendered fallback without a mismatch, then adds the origin", async () => {
    const settings = { ...chat, campaignInMessage: true };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container, html, root, mismatches } = await prerenderAndHydrate(tree(pending, settings), () =>
      rememberCampaign(landing, null),
    );
    expect(html).toContain(`href="${FALLBACK}"`);
    expect(container.querySelector("a")!.getAttribute("href")).toBe(
      `${FALLBACK}${encodeURIComponent(" (origem: google / cpc / bf)")}`,
    );
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
