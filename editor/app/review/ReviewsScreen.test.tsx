import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SchemaSet } from "../../shared/api.ts";
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
    const message = await screen.findByLabelText<HTMLInputElement>(r.publishMessage);
    // Offered as the editor offers it when publishing the page, and editable.
    expect(message.value).toBe("Publica a página “planos”");
    await userEvent.clear(message);
    await userEvent.type(message, "Preço de dezembro");
    await userEvent.click(screen.getByRole("button", { name: r.publishDraft }));
    expect((await screen.findByRole("alert")).textContent).toBe(r.hasProblems);
    expect(sent.at(-1)).toEqual({
      method: "POST",
      path: "rascunhos/page/planos/publicar",
      body: { message: "Preço de dezembro" },
    });
  });

  it("lists the draft's problems by their places in the page, each a link that opens the draft at its field", async () => {
    const page = {
      type: "object",
      properties: { description: { type: "string", title: "Descrição" }, blocks: { type: "array", items: {} } },
    };
    const schemas = { page, blocks: [], site: {}, collection: {} } as unknown as SchemaSet;
    const data = { route: "/planos", title: "Planos", description: "", blocks: [] };
    const problem = {
      file: "pages/planos.json",
      pointer: "/description",
      line: 1,
      column: 1,
      code: "page-001",
      message: "A descrição está vazia.",
      hint: "",
      details: {},
    };
    fakeService({
      "GET revisoes": { body: [item] },
      "GET rascunhos/page/planos": { body: { data, version: "v1", revision: 1, by: "Ana", at: 0 } },
      "POST validate": { body: { problems: [problem], others: [] } },
    });
    render(<ReviewsScreen mayPublish schemas={schemas} />);
    const list = await screen.findByRole("region", { name: r.draftProblems(1) });
    const link = within(list).getByRole("link", { name: "Dados da página › Descrição" });
    expect(link.getAttribute("href")).toBe("?pagina=planos&problema=%2Fdescription");
    expect(within(list).getByRole("listitem").textContent).toBe("Dados da página › Descrição A descrição está vazia.");
  });

  it("says when nothing waits for review, and for a new page that there is nothing to compare with", async () => {
    fakeService({ "GET revisoes": { body: [{ ...item, isNew: true, changes: [] }] } });
    render(<ReviewsScreen mayPublish />);
    expect(await screen.findByText(r.reviewNew)).toBeTruthy();
  });
});
