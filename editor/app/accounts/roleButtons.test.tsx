import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PageCommit } from "../../shared/api.ts";
import { permissionsOf, type Role } from "../../shared/permissions.ts";
import { HistoryDialog } from "../publishing/HistoryDialog.tsx";
import { pageHistory } from "../publishing/historySource.ts";
import { AccountContext, LOCAL_ACCOUNT } from "./AccountContext.tsx";
import { fakeService, modalDialogs } from "./testService.ts";

beforeAll(modalDialogs);
afterEach(() => vi.unstubAllGlobals());

const commit: PageCommit = { commit: "abc1234", author: "Ana", date: "2026-11-25T17:03:00Z", message: "Preço novo" };

const history = (role: Role) => {
  fakeService({ "GET history/home": { status: 200, body: [commit] } });
  render(
    <AccountContext.Provider
      value={{
        ...LOCAL_ACCOUNT,
        person: { id: 1, name: "Ana", email: "ana@x.com", role },
        permissions: permissionsOf(role),
      }}
    >
      <HistoryDialog
        name="home"
        source={pageHistory("home")}
        onPreview={() => {}}
        onRestore={() => {}}
        onClose={() => {}}
      />
    </AccountContext.Provider>,
  );
};

describe("the history's buttons by role", () => {
  it("lets an Editor see a version in the preview but not restore it (restoring is a Publisher's)", async () => {
    history("editor");
    expect(await screen.findByRole("button", { name: /^Ver na prévia/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Restaurar/ })).toBeNull();
  });

  it("offers Restaurar to a Publisher", async () => {
    history("publisher");
    expect(await screen.findByRole("button", { name: /^Restaurar/ })).toBeTruthy();
  });
});
