import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageExperimentProvider } from "../../renderer/events/PageExperiment.tsx";
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
afterEach(() => {
  document.cookie = "consentimento=; Max-Age=0";
  document.cookie = "ab_contatos_ab=; Max-Age=0";
  vi.unstubAllGlobals();
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

  it("sends a lead conversion beacon for a consenting visitor in an A/B test, and none for a refusal", async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon });
    document.cookie = "consentimento=aceito";
    document.cookie = "ab_contatos_ab=b";
    const experiment = { name: "contatos-ab", variants: ["original", "b"], variant: "b" };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PageExperimentProvider value={experiment}>{children}</PageExperimentProvider>
    );
    const { result } = renderHook(() => useReportContact(), { wrapper });
    result.current("refused");
    result.current("ok");
    await waitFor(() =>
      expect(sendBeacon.mock.calls).toEqual([["/_ab/conversao?teste=contatos-ab&variante=b&tipo=lead"]]),
    );
  });
});
