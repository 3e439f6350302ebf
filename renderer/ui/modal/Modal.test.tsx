import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal, type ModalSize } from "./Modal.tsx";

function Harness({ size, onClose }: { size?: ModalSize; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button">Fora</button>
      <Modal
        open={open}
        title="Deixe-nos ajudá-lo!"
        closeLabel="Fechar"
        size={size}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Primeiro" />
        <button type="button">Último</button>
      </Modal>
    </>
  );
}

async function openModal(props: { size?: ModalSize; onClose?: () => void } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole("button", { name: "Abrir" }));
  return user;
}

describe("Modal", () => {
  it("renders nothing while closed", () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens as a modal dialog labelled by its title, with the focus on its first control", async () => {
    await openModal();
    const dialog = screen.getByRole("dialog", { name: "Deixe-nos ajudá-lo!" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("heading", { level: 2, name: "Deixe-nos ajudá-lo!" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Primeiro" }));
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = await openModal();
    const first = screen.getByRole("textbox", { name: "Primeiro" });
    const last = screen.getByRole("button", { name: "Último" });
    const close = screen.getByRole("button", { name: "Fechar" });
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(first);
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it("closes on Escape and gives the focus back to the button that opened it", async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Abrir" }));
  });

  it("stays open on a click on the backdrop", async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });
    await user.click(screen.getByRole("dialog"));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("closes with its visible close button and gives the focus back to the trigger", async () => {
    const onClose = vi.fn();
    const user = await openModal({ onClose });
    await user.click(screen.getByRole("button", { name: "Fechar" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Abrir" }));
  });

  it("locks the page scroll while open and restores it on close", async () => {
    const user = await openModal();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Fechar" }));
    expect(document.documentElement.style.overflow).toBe("");
  });

  it.each<[ModalSize | undefined, string]>([
    [undefined, "md"],
    ["sm", "sm"],
    ["lg", "lg"],
    ["xl", "xl"],
    ["fullscreen", "fullscreen"],
  ])("uses the %s size preset", async (size, className) => {
    await openModal({ size });
    expect(screen.getByRole("dialog").classList.contains(className)).toBe(true);
  });
});
