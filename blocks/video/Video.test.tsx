import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { VideoBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { Video, embedUrl } from "./Video.tsx";

const block: VideoBlock = {
  type: "video",
  id: "video",
  eyebrow: "Conheça o sistema",
  title: "Veja como é *fácil*",
  text: "Acompanhe a emissão de uma NF-e.",
  youtubeId: "aqz-KE-bpKQ",
  videoTitle: "Demonstração da emissão de uma NF-e",
  poster: { src: "/img/video-poster.svg", alt: "Tela do sistema emitindo uma nota", width: 960, height: 540 },
  playLabel: "Assistir ao vídeo",
  actions: [{ label: "VER PREÇOS", to: "/preco" }],
};

describe("embedUrl", () => {
  it("builds the privacy-enhanced autoplay embed address", () => {
    expect(embedUrl("aqz-KE-bpKQ")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0");
  });
});

describe("Video", () => {
  it("shows the lazy poster and a play button named by playLabel, with nothing from YouTube before the click", () => {
    const { container } = renderWithSite(<Video block={block} />);
    const poster = screen.getByRole("img", { name: "Tela do sistema emitindo uma nota" });
    expect(poster.getAttribute("src")).toBe("/img/video-poster.svg");
    expect(poster.getAttribute("loading")).toBe("lazy");
    const button = screen.getByRole("button", { name: "Assistir ao vídeo" });
    expect(button.getAttribute("type")).toBe("button");
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toMatch(/youtube/i);
  });

  it("replaces the poster with the exact YouTube player when play is clicked, and focuses it", async () => {
    const user = userEvent.setup();
    const { container } = renderWithSite(<Video block={block} />);
    await user.click(screen.getByRole("button", { name: "Assistir ao vídeo" }));
    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0");
    expect(frame.getAttribute("title")).toBe("Demonstração da emissão de uma NF-e");
    expect(frame.getAttribute("allow")).toBe("autoplay; encrypted-media; picture-in-picture");
    expect(frame.hasAttribute("allowfullscreen")).toBe(true);
    expect(frame.getAttribute("loading")).toBe("lazy");
    expect(screen.queryByRole("button", { name: "Assistir ao vídeo" })).toBeNull();
    expect(screen.queryByRole("img", { name: "Tela do sistema emitindo uma nota" })).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it("keeps the player in the same 16:9 box the poster occupied", async () => {
    const user = userEvent.setup();
    const { container } = renderWithSite(<Video block={block} />);
    const box = screen.getByRole("img", { name: "Tela do sistema emitindo uma nota" }).parentElement!;
    await user.click(screen.getByRole("button", { name: "Assistir ao vídeo" }));
    expect(container.querySelector("iframe")!.parentElement).toBe(box);
  });

  it("puts the eyebrow, h2 title, text and actions beside the video when there is text", () => {
    const { container } = renderWithSite(<Video block={block} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Veja como é fácil" });
    expect(heading.querySelector("strong.hl")?.textContent).toBe("fácil");
    expect(screen.getByText("Conheça o sistema").className).toBe("eyebrow");
    // "NF-e" sits in its own no-wrap span, so the paragraph is matched by its whole text.
    expect(
      screen.getByText(
        (_, element) => element?.tagName === "P" && element.textContent === "Acompanhe a emissão de uma NF-e.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "VER PREÇOS" }).getAttribute("href")).toBe("/preco");
    expect(container.querySelector(".section__header")).toBeNull();
  });

  it("centers the title above the video when there is no text", () => {
    const { container } = renderWithSite(<Video block={{ ...block, text: undefined }} />);
    const header = container.querySelector(".section__header")!;
    expect(header.querySelector("h2")?.textContent).toBe("Veja como é fácil");
    expect(header.querySelector(".eyebrow")?.textContent).toBe("Conheça o sistema");
    expect(screen.getByRole("link", { name: "VER PREÇOS" })).toBeTruthy();
  });

  it("marks its root with data-block and the config id", () => {
    const { container } = renderWithSite(<Video block={block} />);
    expect(container.querySelector('[data-block="video"]')?.id).toBe("video");
  });
});
