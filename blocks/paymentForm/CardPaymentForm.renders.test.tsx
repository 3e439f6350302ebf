import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { CardPaymentForm } from "./CardPaymentForm.tsx";
import examples from "./paymentForm.examples.json";

/** How many times the form's own body was drawn: its security line is drawn exactly when the form is. */
const formRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("./SecurityLine.tsx", async (load) => {
  const { SecurityLine } = await load<typeof import("./SecurityLine.tsx")>();
  return {
    SecurityLine: (props: Parameters<typeof SecurityLine>[0]) => {
      formRenders.count++;
      return SecurityLine(props);
    },
  };
});

describe("typing a card number", () => {
  it("redraws the number and its brand, not the whole form, on each key", async () => {
    const block = examples[0] as PaymentFormBlock;
    const user = userEvent.setup();
    const { container } = renderWithSite(<CardPaymentForm block={block} cnpj="11.222.333/0001-81" />);
    const number = container.querySelector<HTMLInputElement>('[name="numeroCartao"]')!;
    await user.click(number);
    const before = formRenders.count;
    await user.type(number, "41111111");
    expect(number.value).toBe("4111 1111");
    expect(container.querySelector("[data-brand]")?.getAttribute("data-brand")).toBe("Visa");
    // Eight keys: the form itself may redraw when its validity or a touched field changes, never once per key.
    expect(formRenders.count - before).toBeLessThan(3);
  });

  it("draws the typed digit in the key's own render and the brand in a later one, so the digit is painted first", async () => {
    const block = examples[0] as PaymentFormBlock;
    const { container } = renderWithSite(<CardPaymentForm block={block} cnpj="11.222.333/0001-81" />);
    const number = container.querySelector<HTMLInputElement>('[name="numeroCartao"]')!;
    const region = container.querySelector('[aria-live="polite"]')!;
    const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
    // A visitor's key press is a plain browser event: inside act(), React would draw the deferred brand at once too.
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(number, "4");
      number.dispatchEvent(new Event("input", { bubbles: true }));
      // The key's own render is over when the event returns: the field shows the digit, the brand is not drawn yet.
      expect(number.value).toBe("4");
      expect(region.getAttribute("data-brand")).toBeNull();
      expect(container.querySelector("svg[data-mark]")).toBeNull();
      await waitFor(() => expect(region.getAttribute("data-brand")).toBe("Visa"));
      expect(container.querySelector("svg[data-mark]")?.getAttribute("data-mark")).toBe("Visa");
    } finally {
      reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
