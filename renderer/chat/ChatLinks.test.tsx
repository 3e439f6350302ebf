import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChatLink } from "../../schema/generated/page.ts";
import { ChatLinksProvider, useChatHref } from "./ChatLinks.tsx";

const chat = { phone: "5544999990000", baseUrl: "https://wa.me/" };
const links: Record<string, ChatLink> = { home: { grupo: "home", message: "Olá! Quero conhecer o sistema." } };
const FALLBACK = "https://wa.me/5544999990000?text=Ol%C3%A1!%20Quero%20conhecer%20o%20sistema.";

function Probe() {
  return <a href={useChatHref("home")}>chat</a>;
}

function renderWith(fetchImpl: typeof fetch) {
  const service = { baseUrl: "https://api.test", productPath: "p", timeoutMs: 100, fetchImpl };
  return render(
    <ChatLinksProvider links={links} chat={chat} service={service} order="parallel">
      <Probe />
    </ChatLinksProvider>,
  );
}

describe("ChatLinksProvider", () => {
  it("gives the prefilled fallback from the first paint, while the call is pending", () => {
    renderWith(() => new Promise<Response>(() => {}));
    expect(screen.getByText("chat").getAttribute("href")).toBe(FALLBACK);
  });

  it("replaces the fallback with the service's https link when the answer is ok", async () => {
    renderWith(async () => new Response(JSON.stringify({ status: "ok", link: "https://wa.me/5511911112222?text=Oi" })));
    await waitFor(() => expect(screen.getByText("chat").getAttribute("href")).toBe("https://wa.me/5511911112222?text=Oi"));
  });

  it("keeps the fallback when the service answers with an unsafe link", async () => {
    let answered = false;
    renderWith(async () => {
      answered = true;
      return new Response(JSON.stringify({ status: "ok", link: "javascript:alert(1)" }));
    });
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText("chat").getAttribute("href")).toBe(FALLBACK);
  });
});
