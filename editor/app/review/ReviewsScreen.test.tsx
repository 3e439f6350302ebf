import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewItem } from "../../shared/review.ts";
import { fakeService } from "./fakeService.ts";
import { ReviewsScreen } from "./ReviewsScreen.tsx";
import { r } from "./reviewStrings.ts";

afterEach(() => vi.unstubAllGlobals());

const item: ReviewItem = {
  kind: "page",
  name: "planos",
  file: "pages/planos.json",
  note: "Preço de dezembro",
  by: "Ana",
  at: 0,
  asked: "Pedido por Ana em 27/11/2026 às 09:00",
  returned: null,
  isNew: false,
  changes: [
    {
      kind: "changed",
      place: ["Bloco 2 (Planos)", "Plano 2", "Preço"],
      path: ["blocks", 1, "plans", 1, "price"],
      before: "R$ 49,90",
      after: "R$ 59,90",
    },
  ],
};

describe("the Revisões screen", () => {
  it("shows each request with who asked, when, the note and its changes by block and field, and opens the draft", async () => {
    fakeService({ "GET revisoes": { body: [item] } });
    render(<ReviewsScreen mayPublish={false} />);
    const card = await screen.findByRole("article", { name: "Página “planos”" });
    expect(within(card).getByText("Pedido por Ana em 27/11/2026 às 09:00")).toBeTruthy();
    expect(within(card).getByText("Preço de dezembro")).toBeTruthy();
    expect(within(card).getByRole("listitem").textContent).toBe(
      "Bloco 2 (Planos) › Plano 2 › Preço: antes R$ 49,90 → depois R$ 59,90",
    );
    expect(within(card).getByRole("link", { name: r.openDraft }).getAttribute("href")).toBe("?pagina=planos");
    // An Editor reads the list; only Publishers publish or send back.
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("lets a Publisher send a draft back with a comment, then shows the list without it", async () => {
    let waiting = [item];
    const sent = fakeService({
      "GET revisoes": () => ({ body: waiting }),
      "POST revisoes/page/planos/devolver": () => {
        waiting = [];
        return { body: { ...item, returned: { by: "Bia", at: 1, comment: "Só em janeiro." } } };
      },
    });
    render(<ReviewsScreen mayPublish />);
    await userEvent.type(await screen.findByLabelText(r.giveBackComment), "Só em janeiro.");
    await userEvent.click(screen.getByRole("button", { name: r.giveBack }));
    expect(await screen.findByText(r.reviewsEmpty)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Devolvido com o seu comentário: a página “planos”.");
    expect(sent.find((request) => request.method === "POST")).toEqual({
      method: "POST",
      path: "revisoes/page/planos/devolver",
      body: { comment: "Só em janeiro." },
    });
  });

  it("publishes a draft with the message typed, or says why it was refused", async () => {
    const sent = fakeService({
      "GET revisoes": { body: [item] },
      "POST rascunhos/page/planos/publicar": {
        status: 422,
        body: { reason: "invalid", validation: { problems: [], others: [] } },
      },
    });
    render(<ReviewsScreen mayPublish />);
    await userEvent.type(await screen.findByLabelText(r.publishMessage), "Preço de dezembro");
    await userEvent.click(screen.getByRole("button", { name: r.publishDraft }));
    expect((await screen.findByRole("alert")).textContent).toBe(r.hasProblems);
    expect(sent.at(-1)).toEqual({
      method: "POST",
      path: "rascunhos/page/planos/publicar",
      body: { message: "Preço de dezembro" },
    });
  });

  it("says when nothing waits for review, and for a new page that there is nothing to compare with", async () => {
    fakeService({ "GET revisoes": { body: [{ ...item, isNew: true, changes: [] }] } });
    render(<ReviewsScreen mayPublish />);
    expect(await screen.findByText(r.reviewNew)).toBeTruthy();
  });
});
