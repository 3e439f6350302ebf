import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PersonView } from "../../shared/accounts.ts";
import { permissionsOf } from "../../shared/permissions.ts";
import { AccountContext, LOCAL_ACCOUNT } from "./AccountContext.tsx";
import { PeopleScreen } from "./PeopleScreen.tsx";
import { axeViolations, fakeService, modalDialogs, peopleListing, refusal, type Replies } from "./testService.ts";

beforeAll(modalDialogs);
afterEach(() => vi.unstubAllGlobals());

const ana: PersonView = { id: 1, name: "Ana Souza", email: "ana@empresa.com.br", role: "admin" };
const bia: PersonView = { id: 2, name: "Bia Lima", email: "bia@empresa.com.br", role: "editor" };
const LAST_ADMIN = "É preciso haver pelo menos um administrador: dê esse papel a outra pessoa antes.";

function people(replies: Replies) {
  const service = fakeService({ "GET pessoas": { status: 200, body: peopleListing([ana, bia]) }, ...replies });
  const view = render(
    <AccountContext.Provider value={{ ...LOCAL_ACCOUNT, person: ana, permissions: permissionsOf("admin") }}>
      <PeopleScreen onBack={() => {}} />
    </AccountContext.Provider>,
  );
  return { ...service, ...view };
}

const row = async (name: string) => (await screen.findByRole("cell", { name })).closest("tr")!;

describe("PeopleScreen", () => {
  it("lists everyone with their role, without actions on one's own account", async () => {
    const { container } = people({});
    const mine = await row("Ana Souza (você)");
    expect(within(mine).getByText("Administrador")).toBeTruthy();
    expect(within(mine).queryByRole("button")).toBeNull();
    const hers = await row("Bia Lima");
    expect((within(hers).getByRole("combobox", { name: "Papel de Bia Lima" }) as HTMLSelectElement).value).toBe(
      "editor",
    );
    expect(within(hers).getByRole("button", { name: "Remover conta de Bia Lima" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("changes a role with Mudar papel, and lists people again", async () => {
    const { calls, replies } = people({
      "PUT pessoas/2": () => {
        replies["GET pessoas"] = { status: 200, body: peopleListing([ana, { ...bia, role: "publisher" }]) };
        return { status: 200, body: { ...bia, role: "publisher" } };
      },
    });
    const hers = await row("Bia Lima");
    const change = within(hers).getByRole("button", { name: "Mudar papel de Bia Lima" }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    fireEvent.change(within(hers).getByRole("combobox"), { target: { value: "publisher" } });
    fireEvent.click(change);
    await waitFor(() => expect(calls.filter((call) => call.path === "pessoas")).toHaveLength(2));
    expect(calls.find((call) => call.method === "PUT")).toEqual({
      method: "PUT",
      path: "pessoas/2",
      body: { role: "publisher" },
    });
    const updated = await row("Bia Lima");
    await waitFor(() => expect((within(updated).getByRole("combobox") as HTMLSelectElement).value).toBe("publisher"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a refused role change as the service says it, the list back at the role the person has", async () => {
    people({ "PUT pessoas/2": refusal(409, LAST_ADMIN) });
    const hers = await row("Bia Lima");
    fireEvent.change(within(hers).getByRole("combobox"), { target: { value: "admin" } });
    fireEvent.click(within(hers).getByRole("button", { name: /Mudar papel/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(LAST_ADMIN);
    await waitFor(async () =>
      expect((within(await row("Bia Lima")).getByRole("combobox") as HTMLSelectElement).value).toBe("editor"),
    );
  });

  it("removes an account only once confirmed, and shows a refusal as it is", async () => {
    const { calls, replies } = people({ "DELETE pessoas/2": { status: 200, body: { ok: true } } });
    fireEvent.click(within(await row("Bia Lima")).getByRole("button", { name: /Remover conta/ }));
    const question = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(question.textContent).toContain(
      "Remover a conta de Bia Lima (bia@empresa.com.br)? A pessoa não poderá mais entrar no editor.",
    );
    fireEvent.click(within(question).getByRole("button", { name: "Cancelar" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    replies["DELETE pessoas/2"] = refusal(404, "Essa pessoa não tem mais conta no editor.");
    fireEvent.click(within(await row("Bia Lima")).getByRole("button", { name: /Remover conta/ }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remover conta" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Essa pessoa não tem mais conta no editor.");
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["pessoas/2"]);
  });

  it("invites someone: the link to send, Copiar link, and until when it is valid in Brasília time", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const link = "https://editor.empresa.com.br/_editor#convite=abcdefghijklmnopqrstuvwxyz";
    const { calls, container } = people({
      "POST pessoas": { status: 200, body: { link, expiresAt: Date.UTC(2026, 11, 4, 17, 3) } },
    });
    await row("Bia Lima");
    fireEvent.change(screen.getByLabelText("E-mail da pessoa"), { target: { value: "caio@empresa.com.br" } });
    fireEvent.change(screen.getByLabelText("Papel"), { target: { value: "publisher" } });
    fireEvent.click(screen.getByRole("button", { name: "Convidar pessoa" }));
    const field = (await screen.findByLabelText("Link do convite")) as HTMLInputElement;
    expect(field.value).toBe(link);
    // The field takes the focus in an effect, which may run after the field is found.
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText("Convite criado para caio@empresa.com.br. Envie este link à pessoa:")).toBeTruthy();
    expect(screen.getByText("Vale até 04/12/2026 às 14:03 (horário de Brasília), para um só uso.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "pessoas",
      body: { email: "caio@empresa.com.br", role: "publisher" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Copiar link" }));
    expect(await screen.findByText("Link copiado.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a refused invitation as the service says it", async () => {
    people({ "POST pessoas": refusal(409, "Essa pessoa já tem conta no editor.") });
    await row("Bia Lima");
    fireEvent.change(screen.getByLabelText("E-mail da pessoa"), { target: { value: "bia@empresa.com.br" } });
    fireEvent.click(screen.getByRole("button", { name: "Convidar pessoa" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Essa pessoa já tem conta no editor.");
    expect(screen.queryByLabelText("Link do convite")).toBeNull();
  });

  it("shows a locked sign-in and unlocks it with Desbloquear entrada", async () => {
    const { calls, container } = people({
      "GET pessoas": { status: 200, body: peopleListing([ana, { ...bia, locked: true }]) },
      "POST pessoas/2/desbloquear": { status: 200, body: peopleListing([ana, bia]) },
    });
    const hers = await row("Bia Lima");
    expect(within(hers).getByText("Bloqueada por tentativas erradas")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(hers).getByRole("button", { name: "Desbloquear entrada de Bia Lima" }));
    await waitFor(async () => expect(within(await row("Bia Lima")).getByText("Só com senha")).toBeTruthy());
    expect(within(await row("Bia Lima")).queryByRole("button", { name: /Desbloquear/ })).toBeNull();
    expect(calls.some((call) => call.method === "POST" && call.path === "pessoas/2/desbloquear")).toBe(true);
  });

  it("lists pending invitations with who sent them, and cancels one once confirmed", async () => {
    const pending = {
      id: 7,
      email: "caio@empresa.com.br",
      role: "admin" as const,
      invitedBy: "Beto Alves",
      expiresAt: Date.UTC(2026, 11, 4, 17, 3),
    };
    const fromMachine = { ...pending, id: 8, email: "duda@empresa.com.br", invitedBy: null };
    const { calls, container } = people({
      "GET pessoas": { status: 200, body: peopleListing([ana, bia], [pending, fromMachine]) },
      "DELETE convites-pendentes/7": { status: 200, body: peopleListing([ana, bia], [fromMachine]) },
    });
    const invitation = (await screen.findByRole("cell", { name: "caio@empresa.com.br" })).closest("tr")!;
    expect([...invitation.querySelectorAll("td")].slice(0, 4).map((cell) => cell.textContent)).toEqual([
      "caio@empresa.com.br",
      "Administrador",
      "Beto Alves",
      "04/12/2026 às 14:03",
    ]);
    expect(screen.getByRole("cell", { name: "Linha de comando do servidor" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(invitation).getByRole("button", { name: "Cancelar convite de caio@empresa.com.br" }));
    const question = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(question.textContent).toContain(
      "Cancelar o convite de caio@empresa.com.br? O link enviado deixará de funcionar.",
    );
    fireEvent.click(within(question).getByRole("button", { name: "Cancelar convite" }));
    await waitFor(() => expect(screen.queryByRole("cell", { name: "caio@empresa.com.br" })).toBeNull());
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["convites-pendentes/7"]);
  });

  it("requires two-step sign-in of Publicadores and Administradores with its switch", async () => {
    const { calls } = people({
      "PUT duas-etapas-obrigatoria": { status: 200, body: peopleListing([ana, bia], [], true) },
    });
    await row("Bia Lima");
    const box = screen.getByRole("checkbox", {
      name: "Exigir verificação em duas etapas de Publicadores e Administradores",
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toEqual({
      method: "PUT",
      path: "duas-etapas-obrigatoria",
      body: { required: true },
    });
  });
});
