import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadPage } from "./navigation/loadPage.ts";
import { pageDataFor, type PageData } from "../model/routing/pageData.ts";
import { SiteApp } from "./SiteApp.tsx";
import { resolvePlan } from "../model/content/sitePlans.ts";
import { site } from "./site/siteConfig.ts";
import { pages } from "./site/siteData.ts";
import { loadAllBlocks } from "../tests/helpers/blocks.ts";

vi.mock("./navigation/loadPage.ts", () => ({ loadPage: vi.fn() }));

const BROWSER_ROUTES = ["/pagamento/:cnpj"];
const nav = () => screen.getByRole("navigation", { name: site.ui.mainNav });
const navLink = (name: string) => screen.getAllByRole("link", { name }).find((link) => nav().contains(link))!;
const current = () => nav().querySelector('[aria-current="page"]')?.textContent;

/** Pages requested by the app, answered when the test says so. */
let requests: Array<{ pathname: string; answer: () => Promise<void>; fail: () => Promise<void> }>;

beforeAll(() => loadAllBlocks());

beforeEach(() => {
  // The link service never answers: the buttons keep their fallback links.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  requests = [];
  vi.mocked(loadPage)
    .mockReset()
    .mockImplementation((pathname) => {
      let settle = (_page: PageData) => {};
      let reject = (_error: Error) => {};
      const loaded = new Promise<PageData>((resolve, fail) => ((settle = resolve), (reject = fail)));
      requests.push({
        pathname,
        answer: () => act(async () => settle(pageDataFor(pathname, pages))),
        fail: () => act(async () => reject(new Error("sem rede"))),
      });
      return loaded;
    });
});

afterEach(() => vi.unstubAllGlobals());

function renderAt(address: string) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <SiteApp site={site} initial={pageDataFor(address, pages)} browserRoutes={BROWSER_ROUTES} />
    </MemoryRouter>,
  );
}

describe("SiteApp", () => {
  it("keeps showing the page until the next one has loaded, then shows it, marks its link and moves the focus to its content", async () => {
    const preco = pages.find((page) => page.name === "preco")!.config;
    const plansBlock = preco.blocks.find((block) => block.type === "plans")!;
    const firstPlan = resolvePlan(plansBlock.plans[0]!, site.plans).name!;
    renderAt("/recursos");
    expect(current()).toBe("Recursos");
    fireEvent.click(navLink("Preços"));
    expect(requests.map((request) => request.pathname)).toEqual(["/preco"]);
    expect(current()).toBe("Recursos");
    expect(screen.queryByText(firstPlan)).toBeNull();
    await requests[0]!.answer();
    expect(current()).toBe("Preços");
    expect(screen.getAllByText(firstPlan).length).toBeGreaterThan(0);
    expect(document.activeElement?.id).toBe("conteudo");
  });

  it("shows the page that was asked for last when the visitor moves on before a page has loaded", async () => {
    renderAt("/recursos");
    fireEvent.click(navLink("Preços"));
    fireEvent.click(navLink("Parceiros"));
    await requests[0]!.answer();
    expect(current()).toBe("Recursos");
    await requests[1]!.answer();
    expect(current()).toBe("Parceiros");
  });

  it("loads the document of a tested page, where the server answers the visitor's variant, instead of showing it in the app", async () => {
    vi.mocked(loadPage).mockImplementation((pathname) =>
      Promise.resolve(
        pathname === "/preco"
          ? { ...pageDataFor(pathname, pages), experiment: { name: "preco-ab", variants: ["original", "b"] } }
          : pageDataFor(pathname, pages),
      ),
    );
    renderAt("/recursos");
    fireEvent.click(navLink("Parceiros"));
    await act(async () => {});
    expect(current()).toBe("Parceiros");
    fireEvent.click(navLink("Preços"));
    await act(async () => {});
    // The app leaves the tested page to the document's load (which jsdom does not carry out).
    expect(current()).toBe("Parceiros");
  });

  it("leaves a click with a modifier key (new tab, new window) to the browser", () => {
    renderAt("/recursos");
    const leftToBrowser: boolean[] = [];
    // Runs after React Router's handler; then stops jsdom, which cannot open tabs, from trying to.
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", record);
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"])
      fireEvent.click(navLink("Preços"), { [modifier]: true });
    window.removeEventListener("click", record);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(requests).toEqual([]);
    expect(current()).toBe("Recursos");
  });

  it.each(["/", "/home"])("marks Home as the current page on %s, both addresses of the home page", (address) => {
    renderAt(address);
    expect(current()).toBe("Home");
  });

  it("marks a link of the Sobre dropdown as the current page on its route", () => {
    renderAt("/contatos");
    expect(current()).toBe("Contato");
  });

  it("marks nothing on an address in another case, which is the not-found page", () => {
    renderAt("/PRECO");
    expect(current()).toBeUndefined();
  });

  it("gives the payment page the CNPJ of its address through the route's parameters", () => {
    renderAt("/pagamento/11222333000181");
    expect(screen.getByText("11.222.333/0001-81")).toBeTruthy();
  });
});
