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
});
