import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { formatCardNumber, formatExpiry, formatPhone } from "./formats.ts";
import { MaskedInput } from "./MaskedInput.tsx";

/** The masks the site uses, with their separators: spaces; parentheses, a space and a dash; a slash. */
const MASKS = {
  card: { format: formatCardNumber, maxDigits: 16 },
  phone: { format: formatPhone, maxDigits: 11 },
  expiry: { format: formatExpiry, maxDigits: 6 },
};

/** A MaskedInput whose owner keeps the digits, as a form does; `stored` is every value it was handed. */
function renderMasked(mask: keyof typeof MASKS, label = mask) {
  const stored: string[] = [];
  function Owner() {
    const [digits, setDigits] = useState("");
    return (
      <MaskedInput
        aria-label={label}
        {...MASKS[mask]}
        value={digits}
        onValueChange={(next) => {
          stored.push(next);
          setDigits(next);
        }}
      />
    );
  }
  render(<Owner />);
  const input = screen.getByRole("textbox", { name: label }) as HTMLInputElement;
  return { user: userEvent.setup(), input, stored };
}

describe("MaskedInput typing", () => {
  it("shows the digits through the mask, hands its owner digits only, ignores other characters and stops at maxDigits", async () => {
    const { user, input, stored } = renderMasked("card");
    await user.type(input, "4111");
    expect(input.value).toBe("4111");
    await user.type(input, "1");
    expect(input.value).toBe("4111 1");
    expect(input.selectionStart).toBe(6);
    await user.type(input, "a-1 1/1");
    expect(input.value).toBe("4111 1111");
    await user.type(input, "111111112222");
    expect(input.value).toBe("4111 1111 1111 1111");
    expect(stored.at(-1)).toBe("4111111111111111");
    expect(stored.every((digits) => /^\d{0,16}$/.test(digits))).toBe(true);
  });

  it("keeps the caret after a digit typed in the middle, however the separators shift behind it", async () => {
    const card = renderMasked("card");
    await card.user.type(card.input, "411111111111111");
    expect(card.input.value).toBe("4111 1111 1111 111");
    // A 9 after "4111 " (position 5): the digits behind it move right, across three separators.
    await card.user.type(card.input, "9", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(card.input.value).toBe("4111 9111 1111 1111");
    expect(card.input.selectionStart).toBe(6);

    const phone = renderMasked("phone");
    await phone.user.type(phone.input, "4499990000");
    expect(phone.input.value).toBe("(44) 9 9990-000");
    // A 9 after "(44) 9 " (position 7): the dash moves, the caret stays right after the new digit.
    await phone.user.type(phone.input, "9", { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(phone.input.value).toBe("(44) 9 9999-0000");
    expect(phone.input.selectionStart).toBe(8);
  });
});

describe("MaskedInput deleting across a separator", () => {
  it("Backspace right after a separator removes the digit before it; the caret stays after the digits in front", async () => {
    const { user, input } = renderMasked("card");
    await user.type(input, "4111911111111111");
    // Backspace after the 9: it goes, the caret ends before the space the mask now ends the first group with.
    await user.type(input, "{Backspace}", { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input.value).toBe("4111 1111 1111 111");
    expect(input.selectionStart).toBe(4);
    // Backspace right after a space (position 5): the 4th digit goes, not the space.
    await user.type(input, "{Backspace}", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input.value).toBe("4111 1111 1111 11");
    expect(input.selectionStart).toBe(3);
  });

  it("Backspace after a separator of several characters, and before a dash, removes a digit every time", async () => {
    const { user, input } = renderMasked("phone");
    await user.type(input, "44999990000");
    expect(input.value).toBe("(44) 9 9999-0000");
    // Right before the dash (position 11): the digit before it goes, the rest moves up.
    await user.type(input, "{Backspace}", { initialSelectionStart: 11, initialSelectionEnd: 11 });
    expect(input.value).toBe("(44) 9 9990-000");
    expect(input.selectionStart).toBe(10);
    // Right after ") " (position 5): the area code's last digit goes.
    await user.type(input, "{Backspace}", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input.value).toBe("(49) 9 9900-00");
    expect(input.selectionStart).toBe(2);
  });

  it("Delete in front of a separator removes the digit after it, every time: the caret never sticks on the separator", async () => {
    const card = renderMasked("card");
    await card.user.type(card.input, "4111111111111111");
    card.input.setSelectionRange(4, 4);
    await card.user.keyboard("{Delete}");
    expect(card.input.value).toBe("4111 1111 1111 111");
    expect(card.input.selectionStart).toBe(4);
    await card.user.keyboard("{Delete}");
    expect(card.input.value).toBe("4111 1111 1111 11");
    expect(card.input.selectionStart).toBe(4);

    const phone = renderMasked("phone");
    await phone.user.type(phone.input, "44999990000");
    // In front of the dash (position 11).
    phone.input.setSelectionRange(11, 11);
    await phone.user.keyboard("{Delete}");
    expect(phone.input.value).toBe("(44) 9 9999-000");
    await phone.user.keyboard("{Delete}");
    expect(phone.input.value).toBe("(44) 9 9999-00");
    expect(phone.input.selectionStart).toBe(11);
  });

  it("takes a separator away with the digit behind it when deleting from the end", async () => {
    const { user, input } = renderMasked("expiry");
    await user.type(input, "122030");
    expect(input.value).toBe("12/2030");
    const shown: string[] = [];
    for (let press = 0; press < 4; press++) {
      await user.keyboard("{Backspace}");
      shown.push(input.value);
      expect(input.selectionStart).toBe(input.value.length);
    }
    expect(shown).toEqual(["12/203", "12/20", "12/2", "12"]);
  });
});

describe("MaskedInput pasting", () => {
  it.each<[keyof typeof MASKS, string, string]>([
    ["card", "5500-0000.0000 0004", "5500 0000 0000 0004"],
    ["phone", "(44) 99999-0000", "(44) 9 9999-0000"],
    ["phone", "44 9 9999 0000 ramal 12", "(44) 9 9999-0000"],
    ["expiry", "12/2030", "12/2030"],
    ["expiry", "062031", "06/2031"],
  ])("formats a pasted %s %j, whatever separators it had, as %j", async (mask, pasted, shown) => {
    const { user, input, stored } = renderMasked(mask);
    await user.click(input);
    await user.paste(pasted);
    expect(input.value).toBe(shown);
    expect(stored.at(-1)).toBe(shown.replace(/\D/g, ""));
    expect(input.selectionStart).toBe(shown.length);
  });

  it("pastes into the middle and leaves the caret after the pasted digits", async () => {
    const { user, input } = renderMasked("card");
    await user.type(input, "41111111");
    input.setSelectionRange(4, 4);
    await user.paste("2222");
    expect(input.value).toBe("4111 2222 1111");
    expect(input.selectionStart).toBe(9);
  });
});

describe("MaskedInput as a form field", () => {
  it("asks for the numeric keyboard, passes its other props and ref to the <input>, and still calls the owner's onKeyDown", async () => {
    const ref = createRef<HTMLInputElement>();
    const onKeyDown = vi.fn();
    const onBlur = vi.fn();
    const stored: string[] = [];
    render(
      <MaskedInput
        ref={ref}
        name="numeroCartao"
        maxLength={19}
        aria-label="número"
        value="4111"
        maxDigits={16}
        format={formatCardNumber}
        onValueChange={(digits) => stored.push(digits)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole("textbox", { name: "número" }) as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect([input.name, input.maxLength, input.inputMode]).toEqual(["numeroCartao", 19, "numeric"]);
    const user = userEvent.setup();
    await user.type(input, "1");
    expect(onKeyDown).toHaveBeenCalled();
    expect(stored).toEqual(["41111"]);
    // Its owner did not take the new value, so the input still shows what the owner holds.
    expect(input.value).toBe("4111");
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
