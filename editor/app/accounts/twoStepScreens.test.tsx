import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PersonView, SessionInfo } from "../../shared/accounts.ts";
import { permissionsOf } from "../../shared/permissions.ts";
import { AccountGate } from "./AccountGate.tsx";
import { AccountMenu } from "./AccountMenu.tsx";
import { axeViolations, fakeService, modalDialogs, refusal } from "./testService.ts";

beforeAll(modalDialogs);
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const bia: PersonView = { id: 2, name: "Bia Lima", email: "bia@empresa.com.br", role: "publisher" };
const session = (extra: Partial<SessionInfo> = {}): SessionInfo =>
  ({
    mode: "service",
    person: bia,
    permissions: permissionsOf("publisher"),
    companySignIn: null,
    ...extra,
  }) as SessionInfo;
const signedOut: SessionInfo = { mode: "service", person: null, permissions: ["public"], companySignIn: null };
const QR = "data:image/png;base64,iVBORw0KGgo=";
const APP = "otpauth://totp/Editor%20do%20site:bia%40empresa.com.br?issuer=Editor%20do%20site&secret=JBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);

const gate = () =>
  render(
    <AccountGate invitation={null}>
      <AccountMenu />
      <p>As páginas do site</p>
    </AccountGate>,
  );

describe("two-step sign-in in the editor", () => {
  it("asks for the app's code after the right password, with the cursor there, and sends it with the password", async () => {
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: signedOut },
      "POST entrar": (body) =>
        (body as { code?: string }).code === "123456"
          ? { status: 200, body: session() }
          : (body as { code?: string }).code
            ? refusal(401, "Código incorreto ou já usado. Confira no aplicativo o código de agora e tente de novo.")
            : { status: 200, body: { secondStep: true } },
    });
    const { container } = gate();
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "bia@empresa.com.br" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "girafa toca tuba" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    const code = await screen.findByLabelText("Código de verificação");
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByRole("status").textContent).toBe(
      "Senha certa. Agora escreva o código de verificação do aplicativo.",
    );
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(code, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Código incorreto/);
    expect(document.activeElement).toBe(code);
    fireEvent.change(code, { target: { value: " 123456 " } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("As páginas do site")).toBeTruthy();
    expect(calls.filter((call) => call.path === "entrar").map((call) => call.body)).toEqual([
      { email: "bia@empresa.com.br", password: "girafa toca tuba" },
      { email: "bia@empresa.com.br", password: "girafa toca tuba", code: "654321" },
      { email: "bia@empresa.com.br", password: "girafa toca tuba", code: "123456" },
    ]);
  });

  it("asks for the app's code with the phone's number pad, and for a recovery code with letters when the person chooses it", async () => {
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: signedOut },
      "POST entrar": (body) =>
        (body as { code?: string }).code === "abcde-fgh0k"
          ? { status: 200, body: session() }
          : { status: 200, body: { secondStep: true } },
    });
    gate();
    fireEvent.change(await screen.findByLabelText("E-mail"), { target: { value: "bia@empresa.com.br" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "girafa toca tuba" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    const appCode = await screen.findByLabelText("Código de verificação");
    expect(appCode.getAttribute("inputmode")).toBe("numeric");
    expect(appCode.getAttribute("autocomplete")).toBe("one-time-code");

    fireEvent.click(screen.getByRole("button", { name: "Usar um código de recuperação" }));
    const recoveryCode = screen.getByLabelText("Código de recuperação");
    expect(recoveryCode.getAttribute("inputmode")).toBe("text");
    expect(recoveryCode.getAttribute("autocapitalize")).toBe("none");
    expect(document.activeElement).toBe(recoveryCode);
    fireEvent.change(recoveryCode, { target: { value: "abcde-fgh0k" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("As páginas do site")).toBeTruthy();
    expect(calls.filter((call) => call.path === "entrar").at(-1)?.body).toEqual({
      email: "bia@empresa.com.br",
      password: "girafa toca tuba",
      code: "abcde-fgh0k",
    });
  });

  it("when the role requires it and it is not set up, shows only its set-up: QR code, code, recovery codes once", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { calls } = fakeService({
      "GET sessao": { status: 200, body: session({ twoStepDue: true }) },
      "POST conta/duas-etapas/inicio": { status: 200, body: { qrCode: QR, secret: "JBSWY3DPEHPK3PXP", address: APP } },
      "POST conta/duas-etapas": (body) =>
        (body as { code: string }).code === "123456"
          ? { status: 200, body: { recoveryCodes: CODES } }
          : refusal(400, "Código incorreto. Confira no aplicativo o código de agora e tente de novo."),
    });
    const { container } = gate();
    expect(await screen.findByRole("heading", { name: "Ative a verificação em duas etapas" })).toBeTruthy();
    expect(screen.queryByText("As páginas do site")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Ativar a verificação em duas etapas" }));
    const qr = (await screen.findByRole("img", {
      name: "Código QR para o aplicativo autenticador",
    })) as HTMLImageElement;
    expect(qr.getAttribute("src")).toBe(QR);
    // On the phone that holds the app, the camera cannot see the phone's own screen: a link opens the app instead,
    // and the key to type is shown in groups of four.
    expect(screen.getByRole("link", { name: "Abrir no aplicativo autenticador" }).getAttribute("href")).toBe(APP);
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    const field = screen.getByLabelText("2. Escreva o código de 6 números que o aplicativo mostra:");
    fireEvent.change(field, { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirmar" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Código incorreto/);
    fireEvent.change(field, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirmar" }));
    const codes = await screen.findByRole("list");
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    fireEvent.click(screen.getByRole("button", { name: "Copiar os códigos" }));
    expect(await screen.findByText("Códigos copiados.")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(CODES.join("\n"));
    fireEvent.click(screen.getByRole("button", { name: "Já guardei os códigos" }));
    expect(await screen.findByText("As páginas do site")).toBeTruthy();
    expect(calls.filter((call) => call.path === "conta/duas-etapas").map((call) => call.body)).toEqual([
      { code: "000000" },
      { code: "123456" },
    ]);
  });

  it("Minha conta changes the password, showing the service's reason when it refuses the new one", async () => {
    const weak = "Esta senha é fácil de adivinhar. Esta senha está entre as mais usadas.";
    const { calls, replies } = fakeService({
      "GET sessao": { status: 200, body: session() },
      "GET conta/duas-etapas": { status: 200, body: { on: true, required: false, recoveryCodesLeft: 9 } },
      "GET conta/avisos": {
        status: 200,
        body: { mailOn: false, wanted: { reviewAsked: true, reviewReturned: true, scheduledDone: true } },
      },
      "PUT conta/senha": refusal(400, weak),
    });
    gate();
    fireEvent.click(await screen.findByRole("link", { name: "Minha conta" }));
    expect(await screen.findByText(/Restam 9 códigos de recuperação\./)).toBeTruthy();
    // A Publicador has no Pessoas in the menu: the account says whose it is.
    expect(
      screen.getByText("Convidar pessoas, mudar papéis e ler o registro de atividades é com um Administrador."),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Senha atual"), { target: { value: "girafa toca tuba" } });
    fireEvent.change(screen.getByLabelText("Nova senha"), { target: { value: "password1234" } });
    fireEvent.change(screen.getByLabelText("Repita a senha"), { target: { value: "password1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Mudar a senha" }));
    expect((await screen.findByRole("alert")).textContent).toBe(weak);
    replies["PUT conta/senha"] = { status: 200, body: session() };
    fireEvent.change(screen.getByLabelText("Nova senha"), { target: { value: "sapo lilás dança xote" } });
    fireEvent.change(screen.getByLabelText("Repita a senha"), { target: { value: "sapo lilás dança xote" } });
    fireEvent.click(screen.getByRole("button", { name: "Mudar a senha" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(calls.filter((call) => call.path === "conta/senha").at(-1)!.body).toEqual({
      current: "girafa toca tuba",
      password: "sapo lilás dança xote",
    });
  });
});
