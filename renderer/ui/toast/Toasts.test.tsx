import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  TOAST_EASING_MS,
  TOAST_EXTENDED_MS,
  TOAST_TIMEOUT_MS,
  ToastProvider,
  ToastRegion,
  useToast,
} from "./Toasts.tsx";

function Trigger() {
  const toast = useToast();
  let count = 0;
  return (
    <button type="button" onClick={() => toast(`Mensagem ${++count}`)}>
      Avisar
    </button>
  );
}

function renderToasts() {
  render(
    <ToastProvider>
      <Trigger />
      <ToastRegion />
    </ToastProvider>,
  );
  return () => fireEvent.click(screen.getByRole("button", { name: "Avisar" }));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastTexts = () =>
  Array.from(screen.getByRole("status").querySelectorAll("button")).map((button) => button.textContent);
const toast = (text: string) => screen.getByRole("button", { name: text });

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a message in the polite status region, active after its enter transition", () => {
    const show = renderToasts();
    show();
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(toast("Mensagem 1").dataset.phase).toBe("inactive");
    advance(20);
    expect(toast("Mensagem 1").dataset.phase).toBe("active");
  });

  it("puts the newest message on top", () => {
    const show = renderToasts();
    show();
    show();
    show();
    expect(toastTexts()).toEqual(["Mensagem 3", "Mensagem 2", "Mensagem 1"]);
  });

  it("leaves after 5 s: removed, then gone once the leave transition ends", () => {
    const show = renderToasts();
    show();
    advance(16 + TOAST_TIMEOUT_MS - 1);
    expect(toast("Mensagem 1").dataset.phase).toBe("active");
    advance(1);
    expect(toast("Mensagem 1").dataset.phase).toBe("removed");
    advance(TOAST_EASING_MS);
    expect(toastTexts()).toEqual([]);
  });

  it("is dismissed by a tap", () => {
    const show = renderToasts();
    show();
    show();
    advance(20);
    fireEvent.click(toast("Mensagem 1"));
    advance(TOAST_EASING_MS);
    expect(toastTexts()).toEqual(["Mensagem 2"]);
  });

  it("stays while hovered and leaves 1 s after the pointer goes", () => {
    const show = renderToasts();
    show();
    advance(20);
    fireEvent.mouseEnter(toast("Mensagem 1"));
    advance(TOAST_TIMEOUT_MS * 3);
    expect(toast("Mensagem 1").dataset.phase).toBe("active");
    fireEvent.mouseLeave(toast("Mensagem 1"));
    advance(TOAST_EXTENDED_MS - 1);
    expect(toast("Mensagem 1").dataset.phase).toBe("active");
    advance(1);
    expect(toast("Mensagem 1").dataset.phase).toBe("removed");
  });

  it("stays while it has the keyboard focus", () => {
    const show = renderToasts();
    show();
    advance(20);
    fireEvent.focus(toast("Mensagem 1"));
    advance(TOAST_TIMEOUT_MS * 2);
    expect(toast("Mensagem 1").dataset.phase).toBe("active");
    fireEvent.blur(toast("Mensagem 1"));
    advance(TOAST_EXTENDED_MS + TOAST_EASING_MS);
    expect(toastTexts()).toEqual([]);
  });
});
