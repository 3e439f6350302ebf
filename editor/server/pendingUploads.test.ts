// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handleApi } from "./api.ts";
import type { EditorContext } from "./documents/documentKind.ts";
import { PagesFolder } from "./pageFiles.ts";
import { sweepUploads, UPLOAD_GRACE_MS } from "./pendingUploads.ts";

const HOUR = 60 * 60 * 1000;
let root: string;
let now: number;
let drafts: unknown[];
let context: EditorContext;
const configDir = () => join(root, "site.config");
const publicDir = () => join(root, "public");
const onDisk = (src: string) => existsSync(join(publicDir(), src));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "editor-pending-"));
  mkdirSync(join(configDir(), "pages"), { recursive: true });
  mkdirSync(join(publicDir(), "img"), { recursive: true });
  now = Date.UTC(2026, 10, 27, 12);
  drafts = [];
  context = {
    configDir: configDir(),
    projectDir: root,
    publicDir: publicDir(),
    pages: new PagesFolder(configDir()),
    schemas: () => Promise.reject(new Error("Os esquemas não deveriam ser lidos.")),
    clock: { now: () => now },
    unsavedDocuments: () => drafts,
  };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Sends a small picture to the upload endpoint, as the editor does, and answers the image's address. */
async function upload(name: string, red: number): Promise<string> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: red, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  const answer = await handleApi(
    context,
    "POST",
    `images/${name}`,
    Readable.from([bytes]) as unknown as IncomingMessage,
  );
  expect(answer.status).toBe(201);
  return (answer.body as { src: string }).src;
}

/** Saves a page that shows the image `src`, as the editor's save writes it. */
function savePageWith(src: string) {
  const page = { route: "/promo", blocks: [{ type: "banner", image: { src, alt: "", width: 8, height: 8 } }] };
  writeFileSync(join(configDir(), "pages/promo.json"), JSON.stringify(page, null, 2));
}

describe("images sent from the editor and never used", () => {
  it("are removed once their day of grace is over, and not before", async () => {
    const src = await upload("desfeita.png", 10);
    expect(onDisk(src)).toBe(true);
    now += UPLOAD_GRACE_MS - HOUR;
    expect(sweepUploads(context, now)).toEqual([]);
    expect(onDisk(src)).toBe(true);
    now += 2 * HOUR;
    expect(sweepUploads(context, now)).toEqual([src]);
    expect(onDisk(src)).toBe(false);
  });

  it("are kept for good once a saved page or a draft of the service uses them", async () => {
    const saved = await upload("salva.png", 20);
    const drafted = await upload("rascunho.png", 30);
    savePageWith(saved);
    drafts = [{ blocks: [{ image: { src: drafted } }] }];
    now += 2 * UPLOAD_GRACE_MS;
    expect(sweepUploads(context, now)).toEqual([]);
    // Settled: a later change to the page that stops using it leaves the file alone (the page's history may need it).
    rmSync(join(configDir(), "pages/promo.json"));
    drafts = [];
    now += 2 * UPLOAD_GRACE_MS;
    expect(sweepUploads(context, now)).toEqual([]);
    expect([onDisk(saved), onDisk(drafted)]).toEqual([true, true]);
  });

  it("never touch an image the editor did not send, and are swept by the next upload", async () => {
    writeFileSync(join(publicDir(), "img/da-equipe.webp"), "uma imagem posta à mão");
    const forgotten = await upload("esquecida.png", 40);
    now += 2 * UPLOAD_GRACE_MS;
    await upload("nova.png", 50);
    expect(onDisk(forgotten)).toBe(false);
    expect(onDisk("/img/da-equipe.webp")).toBe(true);
  });
});
