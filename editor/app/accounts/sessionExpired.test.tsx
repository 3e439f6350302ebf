import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionInfo } from "../../shared/accounts.ts";
import { permissionsOf } from "../../shared/permissions.ts";
import { api } from "../api.ts";
import { AccountGate } from "./AccountGate.tsx";
import { fakeService, modalDialogs, refusal } from "./testService.ts";

beforeAll(modalDialogs);
afterEach(() => vi.unstubAllGlobals());

const ana: SessionInfo = {
  mode: "service",
  person: { id: 1, name: "Ana Souza", email: "ana@empresa.com.br", role: "publisher" },
  permissions: permissionsOf("publisher"),
  companySignIn: null,
};
const EXPIRED = refusal(
  401,
  "Você não está conectado: sua sessão terminou ou você ainda não entrou. Entre de novo; os rascunhos salvos continuam lá.",
);

/** A form that keeps what is typed in React state and saves through the editor's API, as a page does. */
function TypedForm() {
  const [text, setText] = useState("");
  const [saved, setSaved] = useState("");
  const save = async () => {
    const answer = await api.save("home", { data: { title: text }, version: "v1" });
    setSaved(answer.ok ? `salvo: ${answer.value.version}` : `recusado: ${answer.refusal.reason}`);
  };
  return (
    <>
      <label htmlFor="titulo">Título</label>
      <input id="titulo" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => void save()}>
        Salvar
      </button>
      <p>{saved}</p>
    </>
  );
}

describe("a session that ends while someone works", () => {
  it("asks for the sign-in over the editor, keeps what was typed, and sends the save again once signed in", async () => {
    let sessionOver = true;
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: ana },
      "PUT pages/home": () => (sessionOver ? EXPIRED : { status: 200, body: { version: "v2" } }),
      "POST entrar": () => {
        sessionOver = false;
        return { status: 200, body: ana };
      },
    });
    render(
      <AccountGate invitation={null}>
        <TypedForm />
      </AccountGate>,
    );
    fireEvent.change(await screen.findByLabelText("Título"), { target: { value: "Black Friday" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    const dialog = await screen.findByRole("dialog", { name: "Sua sessão terminou" });
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("ana@empresa.com.br");
    expect(document.activeElement).toBe(screen.getByLabelText("Senha"));
    expect(screen.queryByText(/recusado/)).toBeNull();
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "uma senha longa" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("salvo: v2")).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
    expect((screen.getByLabelText("Título") as HTMLInputElement).value).toBe("Black Friday");
    const saves = calls.filter((call) => call.method === "PUT");
    expect(saves).toHaveLength(2);
    expect(saves[1]?.body).toEqual({ data: { title: "Black Friday" }, version: "v1" });
  });

  it("keeps the sign-in open after a wrong password, the save still waiting", async () => {
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: ana },
      "PUT pages/home": EXPIRED,
      "POST entrar": refusal(401, "E-mail ou senha incorretos. Confira e tente de novo."),
    });
    render(
      <AccountGate invitation={null}>
        <TypedForm />
      </AccountGate>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Salvar" }));
    await screen.findByRole("dialog", { name: "Sua sessão terminou" });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "errada" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("E-mail ou senha incorretos. Confira e tente de novo.");
    expect(screen.getByRole("dialog", { name: "Sua sessão terminou" })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(screen.queryByText(/salvo|recusado/)).toBeNull();
  });

  it("cannot be dismissed with Esc; with the company's account, opened in another tab, Já entrei goes on", async () => {
    let sessionOver = false;
    const company = { ...ana, companySignIn: "Entrar com a conta da empresa" };
    const { calls } = fakeService({
      "GET sessao": () => ({ status: 200, body: company }),
      "PUT pages/home": () => (sessionOver ? EXPIRED : { status: 200, body: { version: "v2" } }),
    });
    render(
      <AccountGate invitation={null}>
        <TypedForm />
      </AccountGate>,
    );
    sessionOver = true;
    fireEvent.click(await screen.findByRole("button", { name: "Salvar" }));
    const dialog = await screen.findByRole("dialog", { name: "Sua sessão terminou" });
    const escape = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    const link = screen.getByRole("link", { name: /^Entrar com a conta da empresa/ });
    expect(link.getAttribute("target")).toBe("_blank");
    sessionOver = false;
    fireEvent.click(screen.getByRole("button", { name: "Já entrei" }));
    expect(await screen.findByText("salvo: v2")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2);
  });

  it("passes a 401 through on the dev server, where nobody signs in", async () => {
    fakeService({
      "GET sessao": { status: 200, body: { mode: "local", permissions: permissionsOf("admin") } },
      "PUT pages/home": EXPIRED,
    });
    render(
      <AccountGate invitation={null}>
        <TypedForm />
      </AccountGate>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("recusado: refused")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
