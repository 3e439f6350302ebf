import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeService } from "../review/fakeService.ts";
import { r } from "../review/reviewStrings.ts";
import { PENDING_PUBLICATION } from "./testScheduledItem.ts";
import { DocumentSchedule } from "./DocumentSchedule.tsx";

afterEach(() => vi.unstubAllGlobals());

const pending = PENDING_PUBLICATION;

describe("a document's schedule", () => {
  it("shows what is pending for the document, in Brasília time, and cancels it", async () => {
    let agenda = [pending, { ...pending, id: 2, name: "outra" }];
    const sent = fakeService({
      "GET agenda": () => ({ body: agenda }),
      "DELETE agenda/1": () => {
        agenda = [];
        return { body: { ok: true } };
      },
    });
    render(<DocumentSchedule kind="page" name="black-friday" />);
    const line = await screen.findByText("Publicação agendada para 28/11/2026 às 00:00 por Bia", { exact: false });
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: r.cancel }));
    await waitFor(() => expect(line.isConnected).toBe(false));
    expect(sent.some((request) => request.method === "DELETE" && request.path === "agenda/1")).toBe(true);
  });

  it("schedules a publication at a date and time typed in Brasília time, with its message", async () => {
    const sent = fakeService({ "GET agenda": { body: [] }, "POST agenda": { body: { id: 3, dueAt: 0 } } });
    render(<DocumentSchedule kind="page" name="black-friday" />);
    const when = screen.getByLabelText(`${r.scheduleWhen} (horário de Brasília)`);
    expect(when.getAttribute("type")).toBe("datetime-local");
    await userEvent.type(when, "2026-11-28T00:00");
    await userEvent.type(screen.getByLabelText(r.scheduleMessage), "Black Friday");
    await userEvent.click(screen.getAllByRole("button", { name: r.schedulePublish }).at(-1)!);
    await waitFor(() => expect(sent.some((request) => request.method === "POST")).toBe(true));
    expect(sent.find((request) => request.method === "POST")!.body).toEqual({
      kind: "page",
      name: "black-friday",
      action: "publish",
      at: "2026-11-28T00:00",
      message: "Black Friday",
    });
  });

  it("takes a page off the site at a time, and shows the service's refusal of a time past", async () => {
    const refusal = "27/11/2026 às 08:00 já passou: escolha uma hora futura (horário de Brasília).";
    const sent = fakeService({
      "GET agenda": { body: [] },
      "POST agenda": { status: 400, body: { reason: "refused", message: refusal } },
    });
    render(<DocumentSchedule kind="page" name="black-friday" />);
    await userEvent.click(screen.getByRole("button", { name: r.scheduleUnpublish }));
    expect(screen.queryByLabelText(r.scheduleMessage)).toBeNull();
    await userEvent.type(screen.getByLabelText(`${r.scheduleWhen} (horário de Brasília)`), "2026-11-27T08:00");
    await userEvent.click(screen.getByRole("button", { name: "Tirar do ar" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(sent.find((request) => request.method === "POST")!.body).toMatchObject({ action: "unpublish" });
  });

  it("offers only publishing for a collection: only pages are taken off the site", () => {
    fakeService({ "GET agenda": { body: [] } });
    render(<DocumentSchedule kind="collection" name="segmentos" />);
    expect(screen.queryByRole("button", { name: r.scheduleUnpublish })).toBeNull();
  });
});
