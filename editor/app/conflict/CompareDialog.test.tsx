import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import banner from "../../../blocks/banner/banner.schema.json";
import carousel from "../../../blocks/carousel/carousel.schema.json";
import chatCta from "../../../blocks/chatCta/chatCta.schema.json";
import faq from "../../../blocks/faq/faq.schema.json";
import plans from "../../../blocks/plans/plans.schema.json";
import defs from "../../../schema/defs.schema.json";
import page from "../../../schema/page.schema.json";
import type { JsonSchema, OpenedPage } from "../../shared/api.ts";
import { CompareDialog } from "./CompareDialog.tsx";

const ROOT = join(import.meta.dirname, "../../..");
type Doc = Record<string, unknown> & { blocks: Array<Record<string, unknown>> };
const preco = (): Doc => JSON.parse(readFileSync(join(ROOT, "tests/fixtures/editing/preco.json"), "utf8"));
const plansOf = (doc: Doc) => doc.blocks[1]!.plans as Array<Record<string, unknown>>;
/** A plan card with the definitions of its details (price, benefits…) in place of their references. */
const planCard = {
  ...defs.definitions.plan,
  properties: { ...defs.definitions.plan.properties, ...defs.definitions.planDetails.properties },
};
/** The plans block with its cards' shared definition in place of its reference. */
const plansBlock = {
  ...plans,
  properties: { ...plans.properties, plans: { ...plans.properties.plans, items: planCard } },
};
/** The page schema with the blocks of /preco in place of its reference (titles are all a comparison reads). */
const schema: JsonSchema = {
  ...page,
  properties: {
    ...page.properties,
    blocks: {
      ...page.properties.blocks,
      items: { ...page.definitions.block, oneOf: [banner, plansBlock, chatCta, carousel, faq] },
    },
  },
};

beforeAll(() => {
  // jsdom has <dialog> but not its modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

function open(mine: Doc, theirs: Doc, draft?: { theirsName: string }) {
  const onKeepBoth = vi.fn();
  const disk: OpenedPage = { name: "preco", data: theirs, version: "outra" };
  render(
    <CompareDialog
      schema={schema}
      base={preco()}
      mine={mine}
      loadTheirs={() => Promise.resolve({ ok: true, value: disk })}
      onKeepBoth={onKeepBoth}
      onSaveAnyway={draft ? undefined : vi.fn()}
      onReload={vi.fn()}
      onClose={vi.fn()}
      {...draft}
    />,
  );
  return { onKeepBoth, disk };
}

const items = (heading: string) =>
  within(screen.getByRole("heading", { name: heading, hidden: true }).closest("section")!)
    .getAllByRole("listitem", { hidden: true })
    .map((item) => item.textContent);

describe("comparing the page with the version saved meanwhile", () => {
  it("shows each side's changes by block and field in Portuguese, and keeps both", async () => {
    const mine = preco();
    const theirs = preco();
    plansOf(mine)[1]!.price = 59.9;
    theirs.title = "Planos e preços";
    const { onKeepBoth, disk } = open(mine, theirs);
    await screen.findByRole("heading", { name: "O que mudou na outra versão", hidden: true });
    expect(items("O que mudou na outra versão")).toEqual([
      "Título: antes “Preços e planos do sistema de gestão online | [Nome da marca]” → depois “Planos e preços”",
    ]);
    expect(items("O que você mudou")).toEqual([
      "Bloco 2 (Planos) › Plano 2 › Preço: antes R$\u00a049,99 → depois R$\u00a059,90",
    ]);
    expect(screen.queryByText("Os dois mudaram os mesmos campos")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Manter as duas", hidden: true }));
    const expected = preco();
    plansOf(expected)[1]!.price = 59.9;
    expected.title = "Planos e preços";
    expect(onKeepBoth).toHaveBeenCalledWith(expected, disk, { conflicts: [], choices: {} });
  });

  it("asks which version stays in a field both changed, and keeps the one chosen", async () => {
    const mine = preco();
    const theirs = preco();
    plansOf(mine)[1]!.price = 59.9;
    plansOf(theirs)[1]!.price = 54.9;
    theirs.title = "Planos e preços";
    const { onKeepBoth } = open(mine, theirs);
    const group = await screen.findByRole("group", { name: "Bloco 2 (Planos) › Plano 2 › Preço", hidden: true });
    fireEvent.click(screen.getByRole("button", { name: "Manter as duas", hidden: true }));
    expect(onKeepBoth).not.toHaveBeenCalled();
    expect(screen.getByRole("alert", { hidden: true }).textContent).toBe(
      "Escolha qual versão fica em cada campo que os dois mudaram.",
    );
    fireEvent.click(within(group).getByRole("radio", { name: "A outra: R$\u00a054,90", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Manter as duas", hidden: true }));
    const [merged] = onKeepBoth.mock.calls[0]! as [Doc];
    expect(plansOf(merged)[1]!.price).toBe(54.9);
    expect(merged.title).toBe("Planos e preços");
  });

  it("names who saved the other version in each choice, hands the choices over, and offers no blind overwrite", async () => {
    const mine = preco();
    const theirs = preco();
    mine.title = "Meu título";
    theirs.title = "Título da Ana";
    const { onKeepBoth } = open(mine, theirs, { theirsName: "Ana" });
    const group = await screen.findByRole("group", { name: "Título", hidden: true });
    expect(within(group).getByRole("radio", { name: "A sua: “Meu título”", hidden: true })).toBeTruthy();
    fireEvent.click(within(group).getByRole("radio", { name: "A de Ana: “Título da Ana”", hidden: true }));
    expect(screen.queryByRole("button", { name: "Salvar mesmo assim", hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Manter as duas", hidden: true }));
    const [merged, , chosen] = onKeepBoth.mock.calls[0]! as [Doc, OpenedPage, { choices: Record<string, string> }];
    expect(merged.title).toBe("Título da Ana");
    expect(chosen.choices).toEqual({ title: "theirs" });
  });
});
