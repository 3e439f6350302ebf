import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { changeText } from "../../shared/fieldChanges.ts";
import type { ReviewItem, ReviewView } from "../../shared/review.ts";
import { ISOLATED_GIT, testProject } from "../review/testProject.ts";
import { testService, type TestService } from "../testService.ts";

let service: TestService;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  project = undefined;
});

const call = (method: string, path: string, cookie?: string, payload?: unknown) =>
  service!.call(method, path, cookie, payload);

const plan = (name: string, price: number) => ({ name, tone: "azul", price, priceSuffix: "/mês", benefits: ["NF-e"] });
const plansPage = (price: number) => ({
  route: "/planos",
  title: "Planos",
  description: "Os planos.",
  blocks: [{ type: "plans", title: "Planos", plans: [plan("Básico", 29.9), plan("Completo", price)] }],
});

const saveDraft = (cookie: string, data: unknown, revision = 0) =>
  call("PUT", "rascunhos/page/planos", cookie, { data, version: null, revision });

describe("review", () => {
  it("lists a draft asked for review with who asked, when in Brasília time, and its changes by block and field", async () => {
    project = await testProject({ "pages/planos.json": plansPage(49.9) });
    service = testService({}, project, ISOLATED_GIT);
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    await saveDraft(ana, { ...plansPage(59.9), title: "Planos novos" });

    const asked = await call("POST", "revisoes/page/planos", ana, { note: "Preço de dezembro" });
    expect(asked.statusCode).toBe(200);
    const list = (await call("GET", "revisoes", bia)).json() as ReviewItem[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: "page",
      name: "planos",
      file: "pages/planos.json",
      note: "Preço de dezembro",
      by: "Pessoa editor",
      // 12:00 UTC is 09:00 in Brasília.
      asked: "Pedido por Pessoa editor em 27/11/2026 às 09:00",
      returned: null,
      isNew: false,
    });
    expect(list[0]!.changes.map(changeText)).toEqual([
      "Título: “Planos” → “Planos novos”",
      // Intl writes reais with a no-break space after R$.
      "Bloco 1 (Planos) › Plano 2 › Preço: R$\u00a049,90 → R$\u00a059,90",
    ]);
    expect(service.stores.audit.latest()[0]).toMatchObject({
      action: "pediu revisão de",
      subject: "pages/planos.json",
    });
  });

  it("refuses to ask for review of a document without a draft", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    const answer = await call("POST", "revisoes/page/home", ana, {});
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe("Página “home” não tem rascunho: faça uma alteração antes de pedir revisão.");
  });

  it("sends a draft back with a comment the requester sees on it, out of the list, until they ask again", async () => {
    service = testService();
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    await saveDraft(ana, plansPage(59.9));
    await call("POST", "revisoes/page/planos", ana, {});

    expect((await call("POST", "revisoes/page/planos/devolver", ana, { comment: "Não" })).statusCode).toBe(403);
    const empty = await call("POST", "revisoes/page/planos/devolver", bia, { comment: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Escreva um comentário que diga o que mudar.");
    service.clock.move(60 * 60 * 1000);
    const back = await call("POST", "revisoes/page/planos/devolver", bia, { comment: "O preço sobe só em janeiro." });
    expect(back.statusCode).toBe(200);

    expect((await call("GET", "revisoes", bia)).json()).toEqual([]);
    const seen = (await call("GET", "revisoes/page/planos", ana)).json() as ReviewView;
    expect(seen.returned).toEqual({
      by: "Pessoa publisher",
      at: service.clock.now(),
      comment: "O preço sobe só em janeiro.",
    });
    expect(service.stores.audit.latest()[0]).toMatchObject({
      who: "Pessoa publisher",
      action: "devolveu com comentário",
      detail: "O preço sobe só em janeiro.",
    });

    await call("POST", "revisoes/page/planos", ana, { note: "Corrigido" });
    expect(((await call("GET", "revisoes/page/planos", ana)).json() as ReviewView).returned).toBeNull();
    expect((await call("GET", "revisoes", bia)).json()).toHaveLength(1);
  });

  it("ends a request when its draft is discarded", async () => {
    service = testService();
    const ana = await service.signIn("editor");
    await saveDraft(ana, plansPage(59.9));
    await call("POST", "revisoes/page/planos", ana, {});
    await call("DELETE", "rascunhos/page/planos", ana);
    expect((await call("GET", "revisoes/page/planos", ana)).json()).toBeNull();
    await saveDraft(ana, plansPage(69.9));
    expect((await call("GET", "revisoes", ana)).json()).toEqual([]);
  });

  it("ends a request when a Publisher publishes its draft from the list", async () => {
    project = await testProject();
    service = testService({}, project, ISOLATED_GIT);
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    const home = (await call("GET", "pages/home", ana)).json() as { data: Record<string, unknown>; version: string };
    await call("PUT", "rascunhos/page/home", ana, {
      data: { ...home.data, title: "Página inicial nova" },
      version: home.version,
      revision: 0,
    });
    await call("POST", "revisoes/page/home", ana, {});
    const [item] = (await call("GET", "revisoes", bia)).json() as ReviewItem[];
    expect(item!.changes.map(changeText)).toEqual(["Título: “Página inicial de teste” → “Página inicial nova”"]);

    const published = await call("POST", "rascunhos/page/home/publicar", bia, { message: "Título novo" });
    expect(published.statusCode).toBe(200);
    expect((await call("GET", "revisoes", bia)).json()).toEqual([]);
    expect((await call("GET", "revisoes/page/home", ana)).json()).toBeNull();
  });
});
