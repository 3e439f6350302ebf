import { useState } from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ImageFile } from "../../../shared/api.ts";
import { api } from "../../api.ts";
import { EditorResourcesProvider } from "../EditorContext.tsx";
import { SchemaForm } from "../SchemaForm.tsx";

vi.mock("../../api.ts", () => ({ api: { uploadImage: vi.fn(), images: vi.fn() } }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const image = {
  title: "Image",
  description: "Imagem guardada em public/.",
  type: "object",
  properties: {
    src: { type: "string", description: "Caminho do arquivo dentro de public/." },
    alt: { type: "string", description: "Descrição da imagem para leitores de tela." },
    width: { type: "integer", description: "Largura natural da imagem em pixels." },
    height: { type: "integer", description: "Altura natural da imagem em pixels." },
  },
  required: ["src", "alt", "width", "height"],
};
const schema = {
  type: "object",
  properties: {
    image: { ...image, description: "Ilustração exibida ao lado do texto." },
    poster: { ...image, description: "Imagem de capa do vídeo." },
  },
  required: ["poster"],
} as RJSFSchema;

const library: ImageFile[] = [
  { src: "/img/antiga.webp", width: 300, height: 200 },
  { src: "/img/nova.webp", width: 640, height: 480 },
];
const uploaded: ImageFile = { src: "/img/foto-da-equipe.webp", width: 1600, height: 900 };
const poster = { src: "/img/antiga.webp", alt: "Capa", width: 300, height: 200 };

/** The form as the page editor uses it: each change comes back as the form's value. */
function renderForm(start: Record<string, unknown>) {
  const values: Array<Record<string, unknown>> = [];
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <EditorResourcesProvider value={{ links: {}, routes: [], images: library, addLink: vi.fn() }}>
        <SchemaForm
          idPrefix="b"
          basePath={["blocks", 0]}
          schema={schema}
          value={value}
          onChange={(next) => {
            values.push(next);
            setValue(next);
          }}
        />
      </EditorResourcesProvider>
    );
  }
  render(<Harness />);
  /** The last value, as saving sends it (JSON: no undefined keys). */
  const last = () => JSON.parse(JSON.stringify(values.at(-1))) as Record<string, unknown>;
  return { last, changes: () => values.length };
}

const group = (id: string) => document.getElementById(id) as HTMLElement;
const pngFile = (size = 1024) => new File([new Uint8Array(size)], "Foto da equipe.png", { type: "image/png" });

beforeEach(() => {
  vi.mocked(api.uploadImage).mockReset();
  vi.mocked(api.images).mockReset().mockResolvedValue(library);
});

describe("ImageField", () => {
  it("sends a file chosen on the computer, selects the saved image with its size, and asks for its description", async () => {
    vi.mocked(api.uploadImage).mockResolvedValue({ ok: true, value: uploaded });
    const { last } = renderForm({
      image: { src: "/img/antiga.webp", alt: "Descrição antiga", width: 300, height: 200 },
      poster,
    });
    const file = pngFile();
    fireEvent.change(within(group("b_image")).getByLabelText("Arquivo de imagem a enviar"), {
      target: { files: [file] },
    });
    await waitFor(() => expect(last().image).toEqual({ src: "/img/foto-da-equipe.webp", width: 1600, height: 900 }));
    expect(api.uploadImage).toHaveBeenCalledWith(file);
    const alt = document.getElementById("b_image_alt") as HTMLTextAreaElement;
    expect(alt.value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(alt));
    expect(within(group("b_image")).getByRole("status").textContent).toMatch(/^Descreva a imagem/);
    fireEvent.change(alt, { target: { value: "Equipe de suporte no escritório" } });
    expect(last().image).toEqual({ ...uploaded, alt: "Equipe de suporte no escritório" });
    expect(within(group("b_image")).getByRole("status").textContent).toBe("");
  });

  it("sends a file dropped on the image's group", async () => {
    vi.mocked(api.uploadImage).mockResolvedValue({ ok: true, value: uploaded });
    const { last } = renderForm({ poster });
    const file = pngFile();
    const zone = group("b_poster").closest(".image-field")!;
    fireEvent.dragOver(zone, { dataTransfer: { types: ["Files"], files: [file] } });
    expect(zone.className).toContain("image-field--dropping");
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files: [file] } });
    await waitFor(() => expect(last().poster).toEqual(uploaded));
    expect(api.uploadImage).toHaveBeenCalledWith(file);
    expect(zone.className).not.toContain("image-field--dropping");
  });

  it("refuses a file over 10 MB at once, without sending it", async () => {
    renderForm({ poster });
    fireEvent.change(within(group("b_poster")).getByLabelText("Arquivo de imagem a enviar"), {
      target: { files: [pngFile(11 * 1024 * 1024)] },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A imagem não foi enviada: A imagem tem 11 MB; o limite é 10 MB. Diminua a imagem (ou salve-a como JPEG ou WebP) e envie de novo.",
    );
    expect(api.uploadImage).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the file, and keeps the image there was", async () => {
    vi.mocked(api.uploadImage).mockResolvedValue({
      ok: false,
      refusal: { reason: "refused", message: "Imagens SVG não podem ser enviadas pelo editor." },
    });
    renderForm({ poster });
    fireEvent.change(within(group("b_poster")).getByLabelText("Arquivo de imagem a enviar"), {
      target: { files: [new File(["<svg/>"], "desenho.svg")] },
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A imagem não foi enviada: Imagens SVG não podem ser enviadas pelo editor.",
    );
    expect((document.getElementById("b_poster_src") as HTMLInputElement).value).toBe("/img/antiga.webp");
  });

  it("clears the description when another image is picked from public/img/, and asks for it", async () => {
    const { last } = renderForm({ poster });
    fireEvent.click(within(group("b_poster")).getByRole("button", { name: "Escolher imagem" }));
    const dialog = within(group("b_poster")).getByRole("dialog", { hidden: true });
    await act(async () => {}); // the list asked again when the dialog opens
    expect(api.images).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: /nova\.webp/, hidden: true }));
    expect(last().poster).toEqual({ src: "/img/nova.webp", width: 640, height: 480 });
    const alt = document.getElementById("b_poster_alt") as HTMLTextAreaElement;
    expect(alt.value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(alt));
    expect(within(group("b_poster")).getByRole("status").textContent).toMatch(/^Descreva a imagem/);
  });

  it("keeps the description when the same image is picked again", () => {
    const { changes } = renderForm({ poster });
    fireEvent.click(within(group("b_poster")).getByRole("button", { name: "Escolher imagem" }));
    fireEvent.click(
      within(group("b_poster")).getByRole("button", { name: /antiga\.webp/, pressed: true, hidden: true }),
    );
    expect(changes()).toBe(0);
    expect((document.getElementById("b_poster_alt") as HTMLTextAreaElement).value).toBe("Capa");
  });

  it("removes an optional image whole, leaving no field to fill in; a required one has no such button", () => {
    const { last } = renderForm({ image: { ...poster, alt: "Ilustração" }, poster });
    expect(within(group("b_poster")).queryByRole("button", { name: "Remover imagem" })).toBeNull();
    fireEvent.click(within(group("b_image")).getByRole("button", { name: "Remover imagem" }));
    expect(last()).toStrictEqual({ poster });
    expect(document.getElementById("b_image_src")).toBeNull();
    expect(document.getElementById("b_image_alt")).toBeNull();
    expect(within(group("b_image")).getByText("Nenhuma imagem escolhida.")).toBeTruthy();
    expect(within(group("b_image")).queryByRole("button", { name: "Remover imagem" })).toBeNull();
  });
});
