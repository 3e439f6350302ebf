// @vitest-environment node
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../../model/paths.ts";
import type { DraftView } from "../../shared/drafts.ts";
import type { LibraryImage } from "../../shared/library.ts";
import type { ReviewItem } from "../../shared/review.ts";
import { libraryProject, webp } from "../../server/library/libraryFixture.ts";
import { gitIn, ISOLATED_GIT } from "../testProject.ts";
import { TEST_ORIGIN, testService, type TestService } from "../testService.ts";

let service: TestService | undefined;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  service = project = undefined;
});

/** The library's test site, committed in its own repository, and a service over it. */
async function serviceOverLibrary(): Promise<TestService> {
  project = await libraryProject("editor-library-service-");
  symlinkSync(join(ROOT, "schema"), join(project, "schema"));
  symlinkSync(join(ROOT, "blocks"), join(project, "blocks"));
  const git = (...args: string[]) => gitIn(project!, ...args);
  await git("init", "--quiet", "-b", "main");
  await git("config", "user.name", "Serviço de teste");
  await git("config", "user.email", "servico@example.com");
  await git("add", "-A");
  await git("commit", "--quiet", "-m", "Começo");
  service = testService({}, project, ISOLATED_GIT);
  return service;
}

const homeFile = () => join(project!, "site.config/pages/home.json");

// Publishing validates the whole site in the checks' worker, which starts with it: as the scheduled pages' suite does.
describe("the image library on the editor service", { timeout: 90_000 }, () => {
  it("renames into drafts: the site's files stay as they are until each draft is published", async () => {
    const service = await serviceOverLibrary();
    const editor = await service.signIn("editor");
    const published = readFileSync(homeFile(), "utf8");
    const renamed = await service.call("POST", "biblioteca/imagens/renomear", editor, {
      src: "/img/foto.webp",
      name: "equipe",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ src: "/img/equipe.webp", reviewAsked: true });
    // The Editor's rename waits for a Publisher, who finds it among the reviews asked.
    const reviews = (await service.call("GET", "revisoes", editor)).json() as ReviewItem[];
    expect(reviews.map((review) => [review.kind, review.name, review.note])).toEqual([
      ["collection", "cidades", "Imagem foto.webp renomeada para equipe.webp"],
    ]);
    expect(readFileSync(homeFile(), "utf8")).toBe(published);
    expect(existsSync(join(project!, "public/img/foto.webp"))).toBe(true);
    // The image under its new name waits with the drafts; the model of a section is a draft too.
    expect(existsSync(join(project!, "public/img/equipe.webp"))).toBe(false);
    expect(await gitIn(project!, "status", "--porcelain")).toBe("");
    const draft = (await service.call("GET", "rascunhos/page/home", editor)).json() as DraftView;
    expect(JSON.stringify(draft.data)).toContain('"src":"/img/equipe.webp"');
    // The page's check counts the waiting image as there: it goes out with the publication.
    const checked = (await service.call("POST", "validate", editor, { name: "home", data: draft.data })).json() as {
      problems: Array<{ code: string }>;
    };
    expect(checked.problems.map((problem) => problem.code)).not.toContain("SITE-030");
    const model = (await service.call("GET", "rascunhos/section/banner-da-campanha", editor)).json() as DraftView;
    expect(JSON.stringify(model.data)).toContain('"src":"/img/equipe.webp"');

    // The old image is still shown by the published page, and by nothing the team is editing.
    const library = (await service.call("GET", "biblioteca/imagens", editor)).json() as LibraryImage[];
    const uses = (src: string) => library.find((image) => image.src === src)!.uses;
    expect(
      uses("/img/foto.webp")
        .filter((use) => !use.draft)
        .map((use) => use.name),
    ).toEqual(["home", "cidades", "banner-da-campanha"]);

    // Publishing the draft takes the new image with it, and leaves the old one unused.
    const publisher = await service.signIn("publisher");
    const publish = await service.call("POST", "rascunhos/page/home/publicar", publisher, { message: "Foto nova" });
    expect(publish.statusCode).toBe(200);
    expect(readFileSync(homeFile(), "utf8")).toContain('"src": "/img/equipe.webp"');
    expect(existsSync(join(project!, "public/img/equipe.webp"))).toBe(true);
    expect(await gitIn(project!, "status", "--porcelain")).toBe("");
  });

  it("asks no review of a Publisher's rename: their drafts wait for their own publication", async () => {
    const service = await serviceOverLibrary();
    const publisher = await service.signIn("publisher");
    const renamed = await service.call("POST", "biblioteca/imagens/renomear", publisher, {
      src: "/img/foto.webp",
      name: "equipe",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().reviewAsked).toBeUndefined();
    expect((await service.call("GET", "revisoes", publisher)).json()).toEqual([]);
  });

  it("refuses to delete an image a draft shows", async () => {
    const service = await serviceOverLibrary();
    const editor = await service.signIn("publisher");
    const home = JSON.parse(readFileSync(homeFile(), "utf8")) as { blocks: Array<Record<string, unknown>> };
    home.blocks[1]!.image = { src: "/img/solta.webp", alt: "Solta", width: 20, height: 20 };
    await service.call("PUT", "rascunhos/page/home", editor, { data: home, version: null, revision: 0 });
    const answer = await service.call("POST", "biblioteca/imagens/excluir", editor, { src: "/img/solta.webp" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain("rascunho de Página inicial de teste");
    expect(existsSync(join(project!, "public/img/solta.webp"))).toBe(true);
  });

  it("replaces into drafts: the new picture waits with them, and goes out with each one's publication", async () => {
    const service = await serviceOverLibrary();
    const editor = await service.signIn("editor");
    const head = (await gitIn(project!, "rev-parse", "HEAD")).trim();
    const before = readFileSync(join(project!, "public/img/foto.webp"));
    const replaced = await service.app.inject({
      method: "POST",
      url: `/_editor/api/biblioteca/imagens/substituir/${encodeURIComponent("/img/foto.webp")}`,
      headers: { "content-type": "application/octet-stream", origin: TEST_ORIGIN, cookie: editor },
      payload: await webp(80, 60),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      src: "/img/foto-2.webp",
      width: 80,
      height: 60,
      changed: ["collections/cidades.json", "pages/home.json", "sections/banner-da-campanha.json"],
    });
    expect(replaced.json().reviewAsked).toBe(true);
    expect(await gitIn(project!, "status", "--porcelain")).toBe("");
    expect(readFileSync(join(project!, "public/img/foto.webp")).equals(before)).toBe(true);
    const draft = (await service.call("GET", "rascunhos/page/home", editor)).json() as DraftView;
    expect(JSON.stringify(draft.data)).toContain('"src":"/img/foto-2.webp"');

    const publisher = await service.signIn("publisher");
    const publish = await service.call("POST", "rascunhos/page/home/publicar", publisher, { message: "Foto nova" });
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await gitIn(project!, "rev-list", "--count", `${head}..HEAD`)).trim()).toBe("1");
    expect((await gitIn(project!, "show", "--name-only", "--format=%an", "HEAD")).trim().split("\n")).toEqual([
      "Pessoa publisher",
      "",
      "public/img/foto-2.webp",
      "site.config/pages/home.json",
    ]);
    expect(await gitIn(project!, "status", "--porcelain")).toBe("");
  });

  it("deletes an unused image as one publication by its author, never touching the files before it", async () => {
    const service = await serviceOverLibrary();
    const head = (await gitIn(project!, "rev-parse", "HEAD")).trim();
    const editor = await service.signIn("editor");
    const refusal = await service.call("POST", "biblioteca/imagens/excluir", editor, { src: "/img/solta.webp" });
    expect(refusal.statusCode).toBe(403);
    expect(refusal.json().message).toBe(
      "Seu papel (Editor) não permite publicar, agendar ou restaurar. Peça a um Publicador ou a um Administrador.",
    );
    const publisher = await service.signIn("publisher");
    // A publication that cannot move the branch (git holds its lock) leaves the image where it was.
    const lock = join(project!, ".git/refs/heads/main.lock");
    writeFileSync(lock, "");
    const held = await service.call("POST", "biblioteca/imagens/excluir", publisher, { src: "/img/solta.webp" });
    expect(held.statusCode).toBe(500);
    expect(await gitIn(project!, "status", "--porcelain")).toBe("");
    rmSync(lock);
    const removed = await service.call("POST", "biblioteca/imagens/excluir", publisher, { src: "/img/solta.webp" });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await gitIn(project!, "rev-list", "--count", `${head}..HEAD`)).trim()).toBe("1");
    expect((await gitIn(project!, "show", "--name-status", "--format=%an", "HEAD")).trim().split("\n")).toEqual([
      "Pessoa publisher",
      "",
      "D\tpublic/img/solta.webp",
    ]);
    expect(existsSync(join(project!, "public/img/solta.webp"))).toBe(false);
    expect(await gitIn(project!, "status", "--porcelain")).toBe("");
  });
});
