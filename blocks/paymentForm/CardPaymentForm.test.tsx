import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { CardPaymentForm } from "./CardPaymentForm.tsx";
import examples from "./paymentForm.examples.json";

const block = examples[0] as PaymentFormBlock;
type Name = "numeroCartao" | "vencimentoCartao" | "cvcCartao" | "nomeCartao";

afterEach(() => {
  vi.restoreAllMocks();
});

function renderForm() {
  const user = userEvent.setup();
  const { container } = renderWithSite(<CardPaymentForm block={block} cnpj="11.222.333/0001-81" />);
  const input = (name: Name) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  /** The message under a field, if it shows one. */
  const message = (name: Name) => {
    const id = input(name).getAttribute("aria-describedby");
    return id ? document.getElementById(id)!.textContent : null;
  };
  const state = (name: Name) => input(name).closest("[data-state]")?.getAttribute("data-state") ?? "untouched";
  const pay = () => screen.getByRole("button", { name: block.labels.submit }) as HTMLButtonElement;
  const touch = async (name: Name) => {
    await user.click(input(name));
    await user.tab();
  };
  const fillValid = async () => {
    await user.type(input("numeroCartao"), "4111111111111111");
    await user.type(input("vencimentoCartao"), "122030");
    await user.type(input("cvcCartao"), "123");
    await user.type(input("nomeCartao"), "Maria Souza");
    await user.tab();
  };
  return { user, input, message, state, pay, touch, fillValid };
}

/** The text that describes the pay button (its aria-describedby), or null when it has none. */
function submitHint(): string | null {
  const id = screen.getByRole("button", { name: block.labels.submit }).getAttribute("aria-describedby");
  return id ? document.getElementById(id)!.textContent : null;
}

describe("CardPaymentForm fields", () => {
  it("labels every field and gives it its agreed name (numeroCartao, vencimentoCartao, cvcCartao, nomeCartao)", () => {
    renderForm();
    for (const [name, label] of [
      ["numeroCartao", block.labels.numeroCartao],
      ["vencimentoCartao", block.labels.vencimentoCartao],
      ["cvcCartao", block.labels.cvcCartao],
      ["nomeCartao", block.labels.nomeCartao],
    ]) {
      expect(screen.getByLabelText(label!).getAttribute("name")).toBe(name);
    }
  });

  it("shows no message and no state before a field is touched", async () => {
    const { user, input, message, state } = renderForm();
    await user.type(input("numeroCartao"), "41");
    for (const name of ["numeroCartao", "vencimentoCartao", "cvcCartao", "nomeCartao"] as const) {
      expect(message(name)).toBeNull();
      expect(state(name)).toBe("untouched");
    }
  });
});

describe("CardPaymentForm messages (once touched)", () => {
  it.each<[Name, string]>([
    ["numeroCartao", "O número do cartão é obrigatório."],
    ["vencimentoCartao", "A validade é obrigatória."],
    ["cvcCartao", "O CVC é obrigatório."],
    ["nomeCartao", "O nome no cartão é obrigatório."],
  ])("%s left empty: '%s', invalid style", async (name, text) => {
    const { input, message, state, touch } = renderForm();
    await touch(name);
    expect(message(name)).toBe(text);
    expect(state(name)).toBe("invalid");
    expect(input(name).getAttribute("aria-invalid")).toBe("true");
    expect(input(name).classList.contains("invalid")).toBe(true);
  });

  it.each<[Name, string, string]>([
    ["numeroCartao", "411111111111111", "Número inválido, deve conter 16 dígitos."],
    ["vencimentoCartao", "1", "Formato inválido. Use MM/AAAA."],
    ["vencimentoCartao", "122", "Formato inválido. Use MM/AAAA."],
    ["vencimentoCartao", "132030", "Formato inválido. Use MM/AAAA."],
    ["vencimentoCartao", "002030", "Formato inválido. Use MM/AAAA."],
    ["cvcCartao", "12", "CVC inválido. Deve possuir 3 dígitos."],
    ["nomeCartao", "Jo", "Nome deve ter pelo menos 3 caracteres."],
    ["nomeCartao", "   ", "O nome no cartão é obrigatório."],
  ])("%s = %j: '%s'", async (name, typed, text) => {
    const { user, input, message, state } = renderForm();
    await user.type(input(name), typed);
    await user.tab();
    expect(message(name)).toBe(text);
    expect(state(name)).toBe("invalid");
  });

  it.each<[Name, string]>([
    ["numeroCartao", "4111111111111111"],
    ["vencimentoCartao", "012030"],
    ["vencimentoCartao", "122099"],
    ["cvcCartao", "123"],
    ["nomeCartao", "Ana"],
  ])("%s = %j: no message, valid style", async (name, typed) => {
    const { user, input, message, state } = renderForm();
    await user.type(input(name), typed);
    await user.tab();
    expect(message(name)).toBeNull();
    expect(state(name)).toBe("valid");
    expect(input(name).getAttribute("aria-invalid")).toBe("false");
    expect(input(name).classList.contains("valid")).toBe(true);
  });

  it("updates a touched field's message while the visitor corrects it", async () => {
    const { user, input, message, state, touch } = renderForm();
    await touch("cvcCartao");
    expect(message("cvcCartao")).toBe("O CVC é obrigatório.");
    await user.type(input("cvcCartao"), "1");
    expect(message("cvcCartao")).toBe("CVC inválido. Deve possuir 3 dígitos.");
    await user.type(input("cvcCartao"), "23");
    expect(message("cvcCartao")).toBeNull();
    expect(state("cvcCartao")).toBe("valid");
  });
});

// Caret, separators and pasting are MaskedInput's (renderer/ui/masks/MaskedInput.test.tsx): here, which mask each field has.
describe("CardPaymentForm masks", () => {
  it("shows the number in groups of 4 while typing, stores digits only, and stops at 16 digits (19 characters)", async () => {
    const { user, input } = renderForm();
    const number = input("numeroCartao");
    expect(number.maxLength).toBe(19);
    await user.type(number, "4111");
    expect(number.value).toBe("4111");
    await user.type(number, "1");
    expect(number.value).toBe("4111 1");
    await user.type(number, "11111111111a-2222");
    expect(number.value).toBe("4111 1111 1111 1111");
  });

  it("inserts the slash after two expiry digits and keeps digits only", async () => {
    const { user, input } = renderForm();
    const expiry = input("vencimentoCartao");
    expect(expiry.maxLength).toBe(7);
    await user.type(expiry, "1");
    expect(expiry.value).toBe("1");
    await user.type(expiry, "2");
    expect(expiry.value).toBe("12");
    await user.type(expiry, "2");
    expect(expiry.value).toBe("12/2");
    await user.type(expiry, "a03/0");
    expect(expiry.value).toBe("12/2030");
  });

  it("takes at most 3 CVC digits", async () => {
    const { user, input } = renderForm();
    expect(input("cvcCartao").maxLength).toBe(3);
    await user.type(input("cvcCartao"), "1a234");
    expect(input("cvcCartao").value).toBe("123");
  });
});

describe("CardPaymentForm brand", () => {
  it.each([
    ["4111", "Visa"],
    ["4011", "Visa"],
    ["5500", "MasterCard"],
    ["3782", "American Express"],
    ["3056", "Diners Club"],
    ["6011", "Discover"],
    ["5067", "Elo"],
    ["6062", "Hipercard"],
    ["3528", "JCB"],
    ["9999", "Desconhecida"],
  ])("shows the brand of %s next to the number: %s", async (digits, brand) => {
    const { user, input } = renderForm();
    await user.type(input("numeroCartao"), digits);
    expect(screen.getByText(brand).closest("span")!.textContent).toBe(`${block.labels.brand}: ${brand}`);
  });

  it("shows no brand before the first digit, in a live region that is always there", async () => {
    const { user, input } = renderForm();
    const region = document.querySelector('span[aria-live="polite"]')!;
    expect(region.textContent).toBe("");
    await user.type(input("numeroCartao"), "5");
    expect(region.textContent).toBe(`${block.labels.brand}: Desconhecida`);
    await user.type(input("numeroCartao"), "1");
    expect(region.textContent).toBe(`${block.labels.brand}: MasterCard`);
  });
});

describe("CardPaymentForm brand mark", () => {
  it("draws the detected brand's mark beside the number, outside the live region that says the brand in words", async () => {
    const { user, input } = renderForm();
    expect(document.querySelector("svg[data-mark]")).toBeNull();
    await user.type(input("numeroCartao"), "5555");
    const mark = document.querySelector("svg[data-mark]")!;
    expect(mark.getAttribute("data-mark")).toBe("MasterCard");
    expect(mark.getAttribute("aria-hidden")).toBe("true");
    expect(mark.closest('[aria-live="polite"]')).toBeNull();
    expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe(`${block.labels.brand}: MasterCard`);
  });
});

describe("CardPaymentForm security line", () => {
  it("says the page's sentence about the card data under the pay button, only when the page has one", () => {
    const { unmount } = renderWithSite(<CardPaymentForm block={block} cnpj="11.222.333/0001-81" />);
    expect(document.querySelector("[data-security]")!.textContent).toBe(block.security);
    unmount();
    const { security: _, ...withoutSecurity } = block;
    renderWithSite(<CardPaymentForm block={withoutSecurity} cnpj="11.222.333/0001-81" />);
    expect(document.querySelector("[data-security]")).toBeNull();
  });
});

describe("CardPaymentForm submit", () => {
  it("keeps the pay button disabled until every field is valid, and again when one is not", async () => {
    const { user, input, pay } = renderForm();
    expect(pay().disabled).toBe(true);
    await user.type(input("numeroCartao"), "4111111111111111");
    await user.type(input("vencimentoCartao"), "122030");
    await user.type(input("cvcCartao"), "123");
    expect(pay().disabled).toBe(true);
    await user.type(input("nomeCartao"), "Ma");
    expect(pay().disabled).toBe(true);
    await user.type(input("nomeCartao"), "ria");
    await vi.waitFor(() => expect(pay().disabled).toBe(false));
    await user.type(input("cvcCartao"), "{Backspace}");
    await vi.waitFor(() => expect(pay().disabled).toBe(true));
  });

  it("shows no validation message anywhere before a field is touched, only the neutral hint under the disabled button", () => {
    renderForm();
    const texts = document.body.textContent!;
    for (const text of Object.values(block.messages)) expect(texts).not.toContain(text);
    expect(submitHint()).toBe(block.labels.submitHint);
  });

  it("never repeats a field's message under the button: the field says what is wrong, the button keeps its neutral hint", async () => {
    const { user, input, message, pay, touch } = renderForm();
    await user.type(input("numeroCartao"), "4111");
    await touch("numeroCartao");
    await vi.waitFor(() => expect(message("numeroCartao")).toBe(block.messages.numeroInvalid));
    expect(screen.getAllByText(block.messages.numeroInvalid)).toHaveLength(1);
    expect(submitHint()).toBe(block.labels.submitHint);
    await user.type(input("numeroCartao"), "111111111111");
    await user.type(input("vencimentoCartao"), "122030");
    await user.type(input("cvcCartao"), "123");
    await user.type(input("nomeCartao"), "Maria");
    await vi.waitFor(() => expect(pay().disabled).toBe(false));
    expect(submitHint()).toBeNull();
    expect(screen.queryByText(block.labels.submitHint!)).toBeNull();
  });

  it("shows no hint under the button when the config gives none", () => {
    const { submitHint: _left, ...labels } = block.labels;
    renderWithSite(<CardPaymentForm block={{ ...block, labels }} cnpj="11.222.333/0001-81" />);
    expect(screen.getByRole("button", { name: block.labels.submit }).getAttribute("aria-describedby")).toBeNull();
    expect(document.body.textContent).not.toContain(block.labels.submitHint);
  });

  it("logs only the brand, the last four digits and the CNPJ, and confirms with a toast", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { user, pay, fillValid } = renderForm();
    await fillValid();
    await vi.waitFor(() => expect(pay().disabled).toBe(false));
    await user.click(pay());
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    expect(info.mock.calls[0]).toEqual(["card payment: brand=Visa card=**** **** **** 1111 cnpj=11.222.333/0001-81"]);
    const printed = JSON.stringify([...info.mock.calls, ...log.mock.calls]);
    for (const secret of ["4111111111111111", "4111 1111 1111 1111", "12/2030", "122030", "Maria"]) {
      expect(printed).not.toContain(secret);
    }
    expect(printed).not.toMatch(/\b123\b/);
    expect(screen.getByRole("status").textContent).toBe(block.labels.submitted);
  });

  it("does nothing on Enter while the form is invalid", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { user, input } = renderForm();
    await user.type(input("numeroCartao"), "4111{Enter}");
    expect(info).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
