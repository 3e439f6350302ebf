import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailChoicesView } from "../../shared/notices.ts";
import { AnnouncerProvider } from "../Announcer.tsx";
import { fakeService } from "../review/fakeService.ts";
import { MailChoicesForm } from "./MailChoicesForm.tsx";
import { a } from "./strings.ts";

afterEach(() => vi.unstubAllGlobals());

const all = (mailOn: boolean): MailChoicesView => ({
  mailOn,
  wanted: { reviewAsked: true, reviewReturned: true, scheduledDone: true },
});

describe("the e-mails a person chooses in Minha conta", () => {
  it("keeps a box unticked as the person's choice and says it was saved", async () => {
    const sent = fakeService({
      "GET conta/avisos": { body: all(true) },
      "PUT conta/avisos": (body) => ({
        body: { mailOn: true, wanted: { ...all(true).wanted, ...(body as MailChoicesView).wanted } },
      }),
    });
    render(
      <AnnouncerProvider>
        <MailChoicesForm />
      </AnnouncerProvider>,
    );
    const box = await screen.findByRole("checkbox", { name: a.mailLabels.reviewAsked });
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box);
    expect(await screen.findByText(a.mailSaved)).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(sent.at(-1)).toEqual({ method: "PUT", path: "conta/avisos", body: { wanted: { reviewAsked: false } } });
    expect(screen.queryByText(a.mailOff)).toBeNull();
  });

  it("says in words when the editor sends no e-mail yet", async () => {
    fakeService({ "GET conta/avisos": { body: all(false) } });
    render(<MailChoicesForm />);
    expect(await screen.findByText(a.mailOff)).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
  });
});
