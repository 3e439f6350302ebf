import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionInfo } from "../../shared/accounts.ts";
import { permissionsOf } from "../../shared/permissions.ts";
import { AccountGate } from "./AccountGate.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import { axeViolations, fakeService, refusal } from "./testService.ts";

afterEach(() => vi.unstubAllGlobals());

const TOKEN = "convite-de-teste-com-vinte-e-poucos";
const signedOut: SessionInfo = { mode: "service", person: null, permissions: ["public"], companySignIn: null };
const bia: SessionInfo = {
  mode: "service",
  person: { id: 2, name: "Bia Lima", email: "bia@empresa.com.br", role: "editor" },
  permissions: permissionsOf("editor"),
  companySignIn: null,
};

const open = () =>
  render(
    <AccountGate invitation={TOKEN}>
      <AccountMenu />
    </AccountGate>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("InvitationScreen", () => {
  it("shows the role an invitation gives and creates the account with name and password, then opens the editor", async () => {
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: signedOut },
      [`GET convites/${TOKEN}`]: { status: 200, body: { role: "editor", email: "bia@empresa.com.br" } },
      [`POST convites/${TOKEN}`]: { status: 200, body: bia },
    });
    const { container } = open();
    expect(await screen.findByText("Você foi convidado para o editor do site como Editor.")).toBeTruthy();
    expect(screen.getByText("Sua conta terá o e-mail bia@empresa.com.br.")).toBeTruthy();
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Seu nome"));
    expect(await axeViolations(container)).toEqual([]);
    fill("Seu nome", " Bia Lima ");
    fill("Senha", "uma senha longa");
    fill("Repita a senha", "uma senha longa");
    fireEvent.click(screen.getByRole("button", { name: "Criar conta e entrar" }));
    expect(await screen.findByText("Bia Lima (Editor)")).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: "POST",
      path: `convites/${TOKEN}`,
      body: { name: "Bia Lima", password: "uma senha longa" },
    });
  });

  it("asks the first administrator's e-mail, since their link has none", async () => {
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: signedOut },
      [`GET convites/${TOKEN}`]: { status: 200, body: { role: "admin", email: null } },
      [`POST convites/${TOKEN}`]: refusal(400, "Use uma senha com pelo menos 10 caracteres."),
    });
    open();
    expect(await screen.findByText("Você foi convidado para o editor do site como Administrador.")).toBeTruthy();
    fill("Seu nome", "Ana");
    fill("E-mail", "ana@empresa.com.br");
    fill("Senha", "curta");
    fill("Repita a senha", "curta");
    fireEvent.click(screen.getByRole("button", { name: "Criar conta e entrar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Use uma senha com pelo menos 10 caracteres.");
    expect(calls.at(-1)?.body).toEqual({ name: "Ana", email: "ana@empresa.com.br", password: "curta" });
  });

  it("refuses two different passwords without asking the service", async () => {
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: signedOut },
      [`GET convites/${TOKEN}`]: { status: 200, body: { role: "publisher", email: "c@empresa.com.br" } },
    });
    open();
    await screen.findByLabelText("Seu nome");
    fill("Seu nome", "Caio");
    fill("Senha", "uma senha longa");
    fill("Repita a senha", "outra senha longa");
    fireEvent.click(screen.getByRole("button", { name: "Criar conta e entrar" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "As duas senhas não são iguais. Escreva a mesma senha nos dois campos.",
    );
    expect(screen.getByLabelText("Repita a senha").getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("says why an expired link no longer works, as the service says it, and leads to the sign-in", async () => {
    fakeService({
      "GET sessao": { status: 200, body: signedOut },
      [`GET convites/${TOKEN}`]: refusal(410, "Este convite expirou. Peça um novo a um administrador."),
    });
    open();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Este convite expirou. Peça um novo a um administrador.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Ir para a entrada" }));
    expect(await screen.findByRole("heading", { name: "Entrar no editor" })).toBeTruthy();
  });
});
