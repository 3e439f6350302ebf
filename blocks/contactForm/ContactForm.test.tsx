import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { ContactForm } from "./ContactForm.tsx";
import examples from "./contactForm.examples.json";

const block = examples[0] as ContactFormBlock;
const links = { home: { message: "Olá! Quero falar com um consultor." } };

let alertSpy: MockInstance<typeof window.alert>;
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ status: "ok" }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openForm() {
  const user = userEvent.setup();
  renderWithSite(<ContactForm block={block} />, { links });
  await user.click(screen.getByRole("button", { name: block.openLabel }));
  const dialog = screen.getByRole("dialog", { name: "Deixe-nos ajudá-lo!" });
  // The fields' code arrives on demand (lazy chunk).
  await within(dialog).findByRole("button", { name: block.labels.submit });
  const field = (name: string) => dialog.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const submit = () => user.click(within(dialog).getByRole("button", { name: block.labels.submit }));
  return { user, dialog, field, submit };
}

describe("ContactForm section", () => {
  it("shows its title, text and the button that opens the form, with no dialog yet", () => {
    const { container } = renderWithSite(<ContactForm block={block} />, { links });
    expect(container.querySelector('[data-block="contactForm"]')).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: block.title })).toBeTruthy();
    expect(screen.getByText(block.text!)).toBeTruthy();
    expect(screen.getByRole("button", { name: block.openLabel }).getAttribute("aria-haspopup")).toBe("dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("renders only the button when the section has no title or text", () => {
    renderWithSite(<ContactForm block={{ ...block, title: undefined, text: undefined }} />, { links });
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByRole("button", { name: block.openLabel })).toBeTruthy();
  });
});

describe("ContactForm modal", () => {
  it("opens a dialog titled 'Deixe-nos ajudá-lo!' with its text, the fields and the footnote, focus on the name", async () => {
    const { dialog, field } = await openForm();
    expect(within(dialog).getByText(block.modalText)).toBeTruthy();
    expect(within(dialog).getByText("(*) Campo obrigatório")).toBeTruthy();
    expect(within(dialog).getByLabelText(block.labels.nome)).toBe(field("nome"));
    expect(within(dialog).getByLabelText(block.labels.email)).toBe(field("email"));
    expect(within(dialog).getByLabelText(block.labels.telefone)).toBe(field("telefone"));
    expect(field("email").type).toBe("email");
    expect(field("telefone").type).toBe("tel");
    expect(document.activeElement).toBe(field("nome"));
  });

  it("starts with termos checked and displays the inputs in upper case", async () => {
    const { field } = await openForm();
    expect(field("termos").type).toBe("checkbox");
    expect(field("termos").checked).toBe(true);
    expect(within(field("termos").closest("label")!).getByText(block.labels.termos)).toBeTruthy();
    for (const name of ["nome", "email"]) expect(field(name).classList.contains("upper")).toBe(true);
  });

  it("paints the dialog before rendering the form, even when the form's code is already loaded", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("button", { name: block.labels.close }));
    fireEvent.click(screen.getByRole("button", { name: block.openLabel }));
    // The tap's own frame: the dialog, its title and text, and no field yet (rendering the form there made it slow).
    const dialog = screen.getByRole("dialog", { name: "Deixe-nos ajudá-lo!" });
    expect(within(dialog).getByText(block.modalText)).toBeTruthy();
    expect(dialog.querySelector("input")).toBeNull();
    const name = await within(dialog).findByLabelText(block.labels.nome);
    expect(document.activeElement).toBe(name);
  });

  it("closes with its close button and gives the focus back to the open button", async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole("button", { name: block.labels.close }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: block.openLabel }));
  });
});

describe("ContactForm validation (on submit: nome, email, telefone empty, telefone too short; one alert at a time)", () => {
  it("alerts 'Nome é obrigatorio.' first when everything is empty, and sends nothing", async () => {
    const { submit } = await openForm();
    await submit();
    expect(alertSpy.mock.calls).toEqual([["Nome é obrigatorio."]]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("walks the rules in order: name, e-mail, phone empty, phone too short", async () => {
    const { user, field, submit } = await openForm();
    await user.type(field("nome"), "Maria Souza");
    await submit();
    await user.type(field("email"), "maria@exemplo.com");
    await submit();
    await user.type(field("telefone"), "4499999000");
    await submit();
    await user.clear(field("telefone"));
    await submit();
    expect(alertSpy.mock.calls).toEqual([
      ["E-mail é obrigatório."],
      ["Telefone é obrigatório."],
      ["Informe um telefone válido."],
      ["Telefone é obrigatório."],
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("treats a name or e-mail made of spaces as empty", async () => {
    const { user, field, submit } = await openForm();
    await user.type(field("nome"), "   ");
    await user.type(field("email"), "maria@exemplo.com");
    await submit();
    await user.clear(field("nome"));
    await user.type(field("nome"), "Maria");
    await user.clear(field("email"));
    await user.type(field("email"), "  ");
    await submit();
    expect(alertSpy.mock.calls).toEqual([["Nome é obrigatorio."], ["E-mail é obrigatório."]]);
  });

  it("does not check the e-mail format beyond the input type", async () => {
    const { user, field, submit } = await openForm();
    await user.type(field("nome"), "Maria");
    await user.type(field("email"), "sem-arroba");
    await user.type(field("telefone"), "44999990000");
    await submit();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

// Caret, separators, pasting and non-digits are MaskedInput's (renderer/ui/masks/MaskedInput.test.tsx).
describe("ContactForm phone mask", () => {
  it("formats (00) 0 0000-0000 while typing and stops at 11 digits", async () => {
    const { user, field } = await openForm();
    const phone = field("telefone");
    await user.type(phone, "44");
    expect(phone.value).toBe("(44");
    await user.type(phone, "9");
    expect(phone.value).toBe("(44) 9");
    await user.type(phone, "9999");
    expect(phone.value).toBe("(44) 9 9999");
    await user.type(phone, "000012");
    expect(phone.value).toBe("(44) 9 9999-0000");
  });

  it("sends the phone as digits only, and never sends termos", async () => {
    const { user, field, submit } = await openForm();
    await user.type(field("nome"), "Maria Souza");
    await user.type(field("email"), "maria@exemplo.com");
    await user.type(field("telefone"), "44999990000");
    await user.click(field("termos"));
    await submit();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/contato");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      nome: "Maria Souza",
      email: "maria@exemplo.com",
      telefone: "44999990000",
    });
  });
});

describe("ContactForm sending", () => {
  async function fillValid(form: Awaited<ReturnType<typeof openForm>>) {
    await form.user.type(form.field("nome"), "Maria");
    await form.user.type(form.field("email"), "maria@exemplo.com");
    await form.user.type(form.field("telefone"), "44999990000");
  }

  it("shows progress and disables the button while sending, so a second click sends nothing", async () => {
    let answer!: (response: Response) => void;
    fetchSpy.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = await openForm();
    await fillValid(form);
    await form.submit();
    const sending = within(form.dialog).getByRole("button", { name: block.labels.sending });
    expect(sending).toHaveProperty("disabled", true);
    expect(form.dialog.querySelector("form")!.getAttribute("aria-busy")).toBe("true");
    await form.user.click(sending);
    form.dialog.querySelector("form")!.requestSubmit();
    answer(Response.json({ status: "erro" }));
    const ready = await within(form.dialog).findByRole("button", { name: block.labels.submit });
    expect(ready).toHaveProperty("disabled", false);
    // The second submission's checks are promises only: had it gone through, it would have reached the service before
    // the first answer (a response read, then a render) was on screen.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("sends the anti-forgery header when the XSRF-TOKEN cookie exists (the service address is relative)", async () => {
    document.cookie = "XSRF-TOKEN=token-do-site";
    try {
      const form = await openForm();
      await fillValid(form);
      await form.submit();
      const headers = fetchSpy.mock.calls[0]![1]!.headers as Record<string, string>;
      expect(headers["X-XSRF-TOKEN"]).toBe("token-do-site");
      expect(headers["Content-Type"]).toBe("application/json");
    } finally {
      document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
  });

  it("alerts the success message and closes the modal when the service answers status ok", async () => {
    const form = await openForm();
    await fillValid(form);
    await form.submit();
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(alertSpy.mock.calls).toEqual([["Formulário enviado com sucesso, aguarde que entraremos em contato."]]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: block.openLabel }));
  });

  it("opens empty again after a successful send", async () => {
    const form = await openForm();
    await fillValid(form);
    await form.submit();
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await form.user.click(screen.getByRole("button", { name: block.openLabel }));
    await within(screen.getByRole("dialog")).findByRole("button", { name: block.labels.submit });
    expect(screen.getByRole("dialog").querySelector<HTMLInputElement>('[name="nome"]')!.value).toBe("");
  });
});
