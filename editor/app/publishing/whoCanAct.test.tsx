import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PageCommit } from "../../shared/api.ts";
import { permissionsOf, type Role } from "../../shared/permissions.ts";
import { AccountContext, LOCAL_ACCOUNT } from "../accounts/AccountContext.tsx";
import { fakeService, modalDialogs } from "../accounts/testService.ts";
import { EditorToolbar } from "../page/EditorToolbar.tsx";
import { t } from "../strings.ts";
import { HistoryDialog } from "./HistoryDialog.tsx";
import { pageHistory } from "./historySource.ts";

beforeAll(modalDialogs);
afterEach(() => vi.unstubAllGlobals());

const commit: PageCommit = { commit: "abc1234", author: "Ana", date: "2026-11-25T17:03:00Z", message: "Preço novo" };
const nothing = () => {};

/** The page's bar and its history, as a person with `role` sees them. */
function asRole(role: Role) {
  fakeService({ "GET history/home": { status: 200, body: [commit] } });
  const account = {
    ...LOCAL_ACCOUNT,
    person: { id: 1, name: "Ana", email: "ana@x.com", role },
    permissions: permissionsOf(role),
  };
  render(
    <AccountContext.Provider value={account}>
      <EditorToolbar
        file="pages/home.json"
        isNew={false}
        dirty={false}
        saving={false}
        canUndo={false}
        canRedo={false}
        onBack={nothing}
        onUndo={nothing}
        onRedo={nothing}
        onSave={nothing}
        publishing={false}
        onPublish={nothing}
      />
      <HistoryDialog
        name="home"
        source={pageHistory("home")}
        onPreview={nothing}
        onRestore={nothing}
        onClose={nothing}
      />
    </AccountContext.Provider>,
  );
}

describe("a control hidden for a role says who can use it", () => {
  it("tells an Editor that publishing and restoring are a Publisher's", async () => {
    asRole("editor");
    expect(await screen.findByText(t.restoreIsForPublishers)).toBeTruthy();
    expect(screen.getByText(t.publishIsForPublishers)).toBeTruthy();
    expect(screen.queryByRole("button", { name: t.publish })).toBeNull();
  });

  it("shows a Publisher the buttons, and no such line", async () => {
    asRole("publisher");
    expect(await screen.findByRole("button", { name: /^Restaurar/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: t.publish })).toBeTruthy();
    expect(screen.queryByText(t.publishIsForPublishers)).toBeNull();
    expect(screen.queryByText(t.restoreIsForPublishers)).toBeNull();
  });
});
