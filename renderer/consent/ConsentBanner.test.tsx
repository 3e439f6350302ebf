import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { renderWithSite, testSite } from "../../tests/helpers/renderWithSite.tsx";
import { Layout } from "../layout/Layout.tsx";
import { SiteProvider } from "../site/SiteContext.tsx";
import type { PageExperiment } from "../../model/experiments/attribution.ts";
import { PageExperimentProvider } from "../events/PageExperiment.tsx";
import { readChoice } from "./consentChoice.ts";
import { loadConsent } from "./consentStore.ts";
import { stylesheetsReady } from "./stylesheetsReady.ts";
import { memoryStorage } from "../../tests/helpers/memoryStorage.ts";

const withTagManager: SiteConfig = { ...testSite, tagManager: { containerId: "GTM-TESTE1" } };
const { consent, privacy } = testSite;

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  loadConsent(storage);
});

const RUNNING_TEST: PageExperiment = { name: "home-ab", variants: ["original", "b"] };

function renderPage(site: SiteConfig, experiment?: PageExperiment) {
  return renderWithSite(
    <SiteProvider value={site}>
      <PageExperimentProvider value={experiment}>
        <Layout layout={{}}>
          <p>conteúdo</p>
        </Layout>
      </PageExperimentProvider>
    </SiteProvider>,
  );
}

const banner = () => screen.findByRole("region", { name: consent.title });

/** Waits for what a wanted banner waits for (its code and the page's stylesheets), so that one due has shown by then. */
const bannerWouldHaveShown = () =>
  act(async () => {
    await Promise.all([import("./ConsentPanel.tsx"), stylesheetsReady()]);
  });

describe("consent banner", () => {
  it("never shows, and the footer offers no cookie preferences, without a Tag Manager container or a running test", async () => {
    renderPage(testSite);
    await bannerWouldHaveShown();
    expect(screen.queryByRole("region", { name: consent.title })).toBeNull();
    expect(screen.queryByRole("button", { name: consent.preferences })).toBeNull();
    expect(screen.getByRole("link", { name: privacy.linkLabel }).getAttribute("href")).toBe(privacy.route);
  });

  it("asks for the site's own measurement, in its own words, on a page in a running A/B test without Tag Manager", async () => {
    const user = userEvent.setup();
    renderPage(testSite, RUNNING_TEST);
    const region = await banner();
    expect(consent.firstPartyText).toBeTruthy();
    expect(within(region).getByText(consent.firstPartyText!, { exact: false })).toBeTruthy();
    expect(within(region).queryByText(consent.text, { exact: false })).toBeNull();
    await user.click(within(region).getByRole("button", { name: consent.accept }));
    // The choice reaches the servers, which split and count only visitors who accepted.
    expect(document.cookie).toContain("consentimento=aceito");
    expect(screen.getByRole("button", { name: consent.preferences })).toBeTruthy();
  });

  it("asks with its texts, a privacy link and two buttons, first in the document", async () => {
    const { container } = renderPage(withTagManager);
    const region = await banner();
    expect(within(region).getByText(consent.text, { exact: false })).toBeTruthy();
    expect(within(region).getByRole("link", { name: privacy.linkLabel }).getAttribute("href")).toBe(privacy.route);
    expect(
      within(region)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([consent.reject, consent.accept]);
    expect(container.firstElementChild).toBe(region);
  });

  it("stores an acceptance, closes, and stays closed on the next page", async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage(withTagManager);
    await user.click(within(await banner()).getByRole("button", { name: consent.accept }));
    expect(screen.queryByRole("region", { name: consent.title })).toBeNull();
    expect(readChoice(storage)).toBe("aceito");
    unmount();
    loadConsent(storage);
    renderPage(withTagManager);
    await bannerWouldHaveShown();
    expect(screen.queryByRole("region", { name: consent.title })).toBeNull();
  });

  it("works from the keyboard, and the footer's preferences button reopens it with the focus inside, then gets it back", async () => {
    const user = userEvent.setup();
    renderPage(withTagManager);
    const region = await banner();
    within(region).getByRole("button", { name: consent.reject }).focus();
    await user.keyboard("{Enter}");
    expect(readChoice(storage)).toBe("recusado");
    expect(screen.queryByRole("region", { name: consent.title })).toBeNull();

    const preferences = screen.getByRole("button", { name: consent.preferences });
    await user.click(preferences);
    const reopened = await banner();
    expect(document.activeElement).toBe(reopened);
    // No trap: Tab goes through the banner and on to the page.
    await user.tab();
    expect(reopened.contains(document.activeElement)).toBe(true);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(reopened.contains(document.activeElement)).toBe(false);

    within(reopened).getByRole("button", { name: consent.accept }).focus();
    await user.keyboard(" ");
    expect(readChoice(storage)).toBe("aceito");
    expect(document.activeElement).toBe(preferences);
  });
});
