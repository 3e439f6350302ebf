import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import collectionSchema from "../../../schema/collection.schema.json";
import type { JsonSchema } from "../../shared/api.ts";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { AnnouncerProvider } from "../Announcer.tsx";
import { CollectionEditor } from "../collection/CollectionEditor.tsx";
import { SiteEditor } from "../site/SiteEditor.tsx";

/** The editor's API as these tests answer it: each address (method and path under the API) to a status and body. */
type Answers = Record<string, [number, unknown]>;
let answers: Answers;
let asked: string[];
/** The bodies sent, by method and path. */
let sent: Record<string, unknown>;

beforeEach(() => {
  // jsdom has no modal dialogs: an open attribute is enough here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  asked = [];
  sent = {};
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const key = `${init?.method ?? "GET"} ${String(input).slice(EDITOR_ADDRESSES.api.length + 1)}`;
    asked.push(key);
    if (typeof init?.body === "string") sent[key] = JSON.parse(init.body);
    const [status, body] = answers[key] ?? [404, { reason: "refused", message: `sem resposta para ${key}` }];
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
});
afterEach(() => vi.restoreAllMocks());

const VALID = { problems: [], others: [], launch: [] };
const COMMIT = { commit: "abc123", author: "Ana Marketing", date: "2026-11-25T14:03:00Z", message: "Primeira versão" };
const CONFLICT = [
  409,
  { reason: "conflict", message: "O arquivo foi alterado fora do editor depois que você o abriu." },
];

/** Opens "Histórico", restores its one version, and checks the toolbar then says there are unsaved changes. */
async function restoresFromHistory(heading: string): Promise<void> {
  fireEvent.click(screen.getByRole("button", { name: "Histórico" }));
  const dialog = await screen.findByRole("dialog", { name: heading });
  await within(dialog).findByText("Primeira versão");
  // Without a preview, a version is only restored.
  expect(within(dialog).queryByRole("button", { name: /^Ver/ })).toBeNull();
  fireEvent.click(within(dialog).getByRole("button", { name: /^Restaurar/ }));
  await screen.findByText("Alterações não salvas");
}

/**
 * Saves, is refused because the file changed on disk, compares the two versions from the notice, and returns each
 * side's changes as the dialog lists them.
 */
async function comparesAfterConflict() {
  fireEvent.click(screen.getByRole("button", { name: /^Salvar/ }));
  const notice = await screen.findByRole("alert", { name: "Este arquivo mudou fora do editor" });
  fireEvent.click(within(notice).getByRole("button", { name: "Comparar" }));
  const dialog = await screen.findByRole("dialog", { name: "Comparar as duas versões" });
  // A side's changes as the dialog lists them, or what it says when there are none.
  const side = async (heading: string) => {
    const section = (await within(dialog).findByRole("heading", { name: heading })).closest("section")!;
    const items = within(section).queryAllByRole("listitem");
    return (items.length > 0 ? items : [section.querySelector("p")!]).map((item) => item.textContent);
  };
  return { dialog, theirs: await side("O que mudou na outra versão"), mine: await side("O que você mudou") };
}

describe("a collection's history and conflicts, as a page's", () => {
  const opened = { name: "cidades", data: { page: "modelo", rows: [{ slug: "maringa" }] }, version: "v1" };
  const renderCollection = () =>
    render(
      <AnnouncerProvider>
        <CollectionEditor
          opened={opened}
          schema={collectionSchema as JsonSchema}
          confirm={() => Promise.resolve(true)}
          onDirtyChange={() => {}}
          onSaved={() => {}}
          onBack={() => {}}
        />
      </AnnouncerProvider>,
    );

  it("lists the collection's commits in Histórico and restores one as unsaved rows", async () => {
    answers = {
      "POST collections/cidades/validate": [200, VALID],
      "GET collections/cidades/history": [200, [COMMIT]],
      "GET collections/cidades/history/abc123": [
        200,
        { commit: "abc123", data: { ...opened.data, rows: [{ slug: "londrina" }] } },
      ],
    };
    renderCollection();
    await restoresFromHistory("Histórico: Coleção “cidades”");
    expect(await screen.findByDisplayValue("londrina")).toBeTruthy();
    expect(asked).toContain("GET collections/cidades/history/abc123");
  });

  it("compares by row and column when a save is refused as stale, and keeps both versions", async () => {
    const theirs = { page: "modelo", rows: [{ slug: "maringa" }, { slug: "londrina" }] };
    answers = {
      "POST collections/cidades/validate": [200, VALID],
      "PUT collections/cidades": CONFLICT as [number, unknown],
      "GET collections/cidades": [200, { name: "cidades", data: theirs, version: "v2" }],
    };
    renderCollection();
    fireEvent.change(screen.getByDisplayValue("maringa"), { target: { value: "maringa-pr" } });
    const { dialog, theirs: theirChanges, mine } = await comparesAfterConflict();
    expect(theirChanges).toEqual(["Linha 2 adicionada"]);
    expect(mine).toEqual(["Linha 1 › Slug: antes “maringa” → depois “maringa-pr”"]);
    answers["PUT collections/cidades"] = [200, { version: "v3" }];
    fireEvent.click(within(dialog).getByRole("button", { name: "Manter as duas" }));
    await waitFor(() =>
      expect(sent["PUT collections/cidades"]).toEqual({
        data: { page: "modelo", rows: [{ slug: "maringa-pr" }, { slug: "londrina" }] },
        version: "v2",
        force: false,
      }),
    );
  });
});

describe("site.json's history and conflicts, as a page's", () => {
  const schema = {
    type: "object",
    properties: { floatingChatLabel: { type: "string", title: "Texto do botão de chat" } },
  } as JsonSchema;
  const opened = { name: "site", data: { floatingChatLabel: "Fale conosco" }, version: "v1" };
  const renderSite = () =>
    render(
      <AnnouncerProvider>
        <SiteEditor
          opened={opened}
          schema={schema}
          pages={[]}
          images={[]}
          confirm={() => Promise.resolve(true)}
          onDirtyChange={() => {}}
          onSaved={() => {}}
          onBack={() => {}}
        />
      </AnnouncerProvider>,
    );

  it("lists site.json's commits in Histórico and restores one into the form", async () => {
    answers = {
      "POST site/validate": [200, VALID],
      "GET site/history": [200, [COMMIT]],
      "GET site/history/abc123": [200, { commit: "abc123", data: { floatingChatLabel: "Converse com a gente" } }],
    };
    renderSite();
    await restoresFromHistory("Histórico: Configurações do site");
    await waitFor(() => expect(screen.getByDisplayValue("Converse com a gente")).toBeTruthy());
  });

  it("compares by field, named by site.json's schema, when a save is refused as stale", async () => {
    answers = {
      "POST site/validate": [200, VALID],
      "PUT site": CONFLICT as [number, unknown],
      "GET site": [200, { name: "site", data: { floatingChatLabel: "Converse agora" }, version: "v2" }],
    };
    renderSite();
    const { theirs, mine } = await comparesAfterConflict();
    expect(theirs).toEqual(["Texto do botão de chat: antes “Fale conosco” → depois “Converse agora”"]);
    expect(mine).toEqual(["Nada."]);
    expect(asked).toContain("GET site");
  });
});
