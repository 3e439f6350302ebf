import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { PageRouteProvider } from "../../renderer/events/PageRoute.tsx";
import { useReportContact } from "./useReportContact.ts";

function report(outcome: Parameters<ReturnType<typeof useReportContact>>[0]): unknown[] {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageRouteProvider value="/contatos">{children}</PageRouteProvider>
  );
  renderHook(() => useReportContact(), { wrapper }).result.current(outcome);
  return window.dataLayer ?? [];
}

beforeEach(() => {
  delete window.dataLayer;
});

describe("useReportContact", () => {
  it("reports an accepted contact as contact_submit ok, then generate_lead", () => {
    expect(report("ok")).toEqual([
      { event: "contact_submit", result: "ok", page_route: "/contatos" },
      { event: "generate_lead", page_route: "/contatos" },
    ]);
  });

  it("reports a refusal as recusado and a failure as falha, with no lead", () => {
    expect(report("refused")).toEqual([{ event: "contact_submit", result: "recusado", page_route: "/contatos" }]);
    delete window.dataLayer;
    expect(report("unreachable")).toEqual([{ event: "contact_submit", result: "falha", page_route: "/contatos" }]);
  });
});
