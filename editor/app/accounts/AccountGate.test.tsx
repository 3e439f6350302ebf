import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PersonView, SessionInfo } from "../../shared/accounts.ts";
import { permissionsOf, type Role } from "../../shared/permissions.ts";
import { EditorToolbar } from "../page/EditorToolbar.tsx";
import { AccountGate } from "./AccountGate.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import { axeViolations, fakeService, modalDialogs, peopleListing, refusal } from "./testService.ts";

beforeAll(modalDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const ana: PersonView = { id: 1, name: "Ana Souza", email: "ana@empresa.com.br", role: "admin" };
const signedIn = (role: Role, person: PersonView = { ...ana, role }): SessionInfo => ({
  mode: "service",
  person,
  permissions: permissionsOf(role),
  companySignIn: null,
});
const signedOut = (companySignIn: string | null = null): SessionInfo => ({
  mode: "service",
  person: null,
  permissions: ["public"],
  companySignIn,
});

/** What the gate guards in these tests: the pages list's account menu and an open page's toolbar. */
function Editor() {
  return (
    <>
      <AccountMenu />
      <EditorToolbar
        file="pages/home.json"
        isNew={false}
        dirty={false}
        saving={false}
        canUndo={false}
        canRedo={false}
        onBack={() => {}}
        onUndo={() => {}}
        onRedo={() => {}}
        onSave={() => {}}
        publishing={false}
        onPublish={() => {}}
      />
    </>
  );
}

const gate = (invitation: string | null = null) =>
  render(
    <AccountGate invitation={invitation}>
      <Editor />
    </AccountGate>,
  );

describe("AccountGate on the dev server", () => {
  it("draws the editor as it is, publish included, with no sign-in and no account in the header", async () => {
    fakeService({ "GET sessao": { status: 200, body: { mode: "local", permissions: permissionsOf("admin") } } });
    gate();
    expect(await screen.findByRole("button", { name: "Publicar" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Sua conta" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sair" })).toBeNull();
    expect(screen.queryByLabelText("Senha")).toBeNull();
  });
});

describe("AccountGate's sign-in", () => {
  it("shows the service's refusal as it says it, read out, and keeps the cursor in the password", async () => {
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: signedOut() },
      "POST entrar": refusal(401, "E-mail ou senha incorretos. Confira e tente de novo."),
    });
    gate();
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: " ana@empresa.com.br " } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "errada" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("E-mail ou senha incorretos. Confira e tente de novo.");
    expect(document.activeElement).toBe(screen.getByLabelText("Senha"));
    expect(calls.at(-1)).toEqual({
      method: "POST",
      path: "entrar",
      body: { email: "ana@empresa.com.br", password: "errada" },
    });
    expect(screen.queryByRole("heading", { name: "Sua sessão terminou" })).toBeNull();
  });

  it("opens the editor with the person's name and role in the header, and Sair goes back to the sign-in", async () => {
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: signedOut() },
      "POST entrar": { status: 200, body: signedIn("publisher") },
      "POST sair": { status: 200, body: { ok: true } },
    });
    gate();
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "ana@empresa.com.br" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "uma senha longa" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    const menu = await screen.findByRole("navigation", { name: "Sua conta" });
    expect(within(menu).getByText("Ana Souza (Publicador)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publicar" })).toBeTruthy();
    fireEvent.click(within(menu).getByRole("button", { name: "Sair" }));
    expect(await screen.findByRole("heading", { name: "Entrar no editor" })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain("POST sair");
  });

  it("offers the company sign-in only when the service has it, as a link to its address", async () => {
    fakeService({ "GET sessao": { status: 200, body: signedOut("Entrar com a conta da empresa") } });
    const { unmount } = gate();
    const link = await screen.findByRole("link", { name: "Entrar com a conta da empresa" });
    expect(link.getAttribute("href")).toBe("/_editor/api/oidc/entrar");
    unmount();
    fakeService({ "GET sessao": { status: 200, body: signedOut() } });
    gate();
    await screen.findByLabelText("Senha");
    expect(screen.queryByRole("link", { name: /conta da empresa/ })).toBeNull();
  });

  it("has no WCAG A/AA violation", async () => {
    fakeService({ "GET sessao": { status: 200, body: signedOut("Entrar com a conta da empresa") } });
    const { container } = gate();
    await screen.findByLabelText("Senha");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("AccountGate and roles", () => {
  it("hides Publicar from an Editor and the administrators' screens from anyone not an administrator", async () => {
    fakeService({ "GET sessao": { status: 200, body: signedIn("editor") } });
    gate();
    await screen.findByText("Ana Souza (Editor)");
    expect(screen.queryByRole("button", { name: "Publicar" })).toBeNull();
    expect(screen.getByRole("button", { name: "Salvar" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Pessoas" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Registro de atividades" })).toBeNull();
  });

  it("takes an administrator to Pessoas and Registro de atividades, and back to the pages", async () => {
    fakeService({
      "GET sessao": { status: 200, body: signedIn("admin") },
      "GET pessoas": { status: 200, body: peopleListing([ana]) },
      "GET registro": { status: 200, body: [] },
    });
    gate();
    fireEvent.click(await screen.findByRole("link", { name: "Pessoas" }));
    expect(document.activeElement).toBe(await screen.findByRole("heading", { name: "Pessoas", level: 1 }));
    expect(window.location.search).toBe("?tela=pessoas");
    fireEvent.click(screen.getByRole("button", { name: "← Voltar às páginas" }));
    fireEvent.click(await screen.findByRole("link", { name: "Registro de atividades" }));
    expect(await screen.findByText("Nada registrado ainda.")).toBeTruthy();
  });

  it("says in words that Pessoas is an administrator's when someone else opens its address", async () => {
    window.history.replaceState(null, "", "/_editor?tela=pessoas");
    const { calls } = fakeService({ "GET sessao": { status: 200, body: signedIn("publisher") } });
    gate();
    expect(await screen.findByRole("heading", { name: "Pessoas", level: 1 })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "“Pessoas” é com um Administrador: o seu papel (Publicador) não abre esta tela. Para convidar alguém, mudar um papel ou saber quem fez o quê, peça a um Administrador.",
    );
    expect(calls.some((call) => call.path === "pessoas")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "← Voltar às páginas" }));
    expect(await screen.findByRole("button", { name: "Publicar" })).toBeTruthy();
  });
});
