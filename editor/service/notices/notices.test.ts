// @vitest-environment node
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { MailChoicesView } from "../../shared/notices.ts";
import { readConfig } from "../config.ts";
import { ISOLATED_GIT, testProject } from "../review/testProject.ts";
import { testService, type TestService } from "../testService.ts";
import { testMailServer, type TestMailServer } from "./testMailServer.ts";

let service: TestService | undefined;
let mail: TestMailServer | undefined;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  await mail?.close();
  if (project) rmSync(project, { recursive: true, force: true });
  service = mail = project = undefined;
});

const FROM = '"Editor do site" <editor@empresa.com.br>';
const planos = { route: "/planos", title: "Planos | Gestor Nuvem", description: "Os planos.", blocks: [] };

/** A service over a project with the page Planos, sending its e-mails to a local SMTP server. */
async function serviceWithMail(): Promise<TestService> {
  mail = await testMailServer();
  project = await testProject({ "pages/planos.json": planos });
  service = testService({ mail: { url: mail.url, from: FROM } }, project, ISOLATED_GIT);
  return service;
}

const call = (method: string, path: string, cookie: string, payload?: unknown) =>
  service!.call(method, path, cookie, payload);

describe("e-mail notices", () => {
  it("e-mails a request for review to the Publishers who kept that e-mail on, and the comment back to who asked", async () => {
    await serviceWithMail();
    const ana = await service!.signIn("editor", "ana@empresa.com.br");
    const bia = await service!.signIn("publisher", "bia@empresa.com.br");
    const caio = await service!.signIn("admin", "caio@empresa.com.br");
    const off = await call("PUT", "conta/avisos", caio, { wanted: { reviewAsked: false } });
    expect(off.json()).toEqual({
      mailOn: true,
      wanted: { reviewAsked: false, reviewReturned: true, scheduledDone: true },
    } satisfies MailChoicesView);
    const draft = { ...planos, description: "Os planos de dezembro." };
    await call("PUT", "rascunhos/page/planos", ana, { data: draft, version: null, revision: 0 });

    expect((await call("POST", "revisoes/page/planos", ana, { note: "Preço de dezembro" })).statusCode).toBe(200);
    const [asked] = await mail!.waitFor(1);
    expect(asked).toEqual({
      to: ["bia@empresa.com.br"],
      from: "editor@empresa.com.br",
      subject: "Revisão pedida: Página “Planos”",
      text:
        "Pessoa editor pediu a revisão da página “Planos”.\n\nObservação: “Preço de dezembro”\n\n" +
        "Veja o que mudou e publique ou devolva com comentário em “Revisões”:\n" +
        "http://localhost:4300/_editor?tela=revisoes\n\n— Editor do site",
    });

    await call("POST", "revisoes/page/planos/devolver", bia, { comment: "O preço sobe só em janeiro." });
    const received = await mail!.waitFor(2);
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({
      to: ["ana@empresa.com.br"],
      subject: "Devolvida com comentário: Página “Planos”",
      text:
        "Pessoa publisher devolveu o seu pedido de revisão da página “Planos” com este comentário:\n\n" +
        "“O preço sobe só em janeiro.”\n\nAbra o rascunho, faça o que foi pedido e peça revisão de novo:\n" +
        "http://localhost:4300/_editor?pagina=planos\n\n— Editor do site",
    });
  });

  it("tells the Publisher who scheduled a publication that it could not be made, with the agenda's words", async () => {
    await serviceWithMail();
    await service!.signIn("publisher", "bia@empresa.com.br");
    const bia = service!.stores.people.withPassword("bia@empresa.com.br")!;
    const now = service!.clock.now();
    service!.stores.schedules.add(
      { kind: "page", name: "planos", action: "publish", dueAt: now, message: "" },
      bia,
      now,
    );
    expect(await service!.scheduler.tick()).toBe(1);
    const [told] = await mail!.waitFor(1);
    expect(told!.to).toEqual(["bia@empresa.com.br"]);
    expect(told!.subject).toBe("Publicação agendada não feita: Página “Planos”");
    expect(told!.text).toMatch(/^Página “Planos”: Não foi publicada: .+\n\nVeja a agenda:\n/);
    expect(told!.text).toContain("http://localhost:4300/_editor?tela=agenda");
  });

  it("sends an invitation's link to the person invited", async () => {
    await serviceWithMail();
    const caio = await service!.signIn("admin", "caio@empresa.com.br");
    const invited = await call("POST", "pessoas", caio, { email: "davi@empresa.com.br", role: "editor" });
    const { link } = invited.json() as { link: string };
    const [invitation] = await mail!.waitFor(1);
    expect(invitation).toMatchObject({ to: ["davi@empresa.com.br"], subject: "Convite para editar o site" });
    expect(invitation!.text).toContain("Pessoa admin convidou você para editar o site como Editor.");
    expect(invitation!.text).toContain(`\n${link}\n`);
  });

  it("sends nothing and says so without an e-mail server, while keeping each person's choices", async () => {
    service = testService();
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    await call("PUT", "conta/avisos", ana, { wanted: { scheduledDone: false } });
    expect((await call("GET", "conta/avisos", ana)).json()).toEqual({
      mailOn: false,
      wanted: { reviewAsked: true, reviewReturned: true, scheduledDone: false },
    });
    expect(service.context.notices.mailOn).toBe(false);
  });
});

describe("EDITOR_SMTP_URL", () => {
  it("turns e-mail on with a sender at the editor's own host, and refuses an address that is not SMTP", () => {
    const env = {
      EDITOR_PUBLIC_URL: "https://editor.empresa.com.br",
      EDITOR_SMTP_URL: "smtps://u:s@smtp.empresa.com.br",
    };
    expect(readConfig(env, "/srv/site")).toMatchObject({
      mail: { url: "smtps://u:s@smtp.empresa.com.br", from: '"Editor do site" <editor@editor.empresa.com.br>' },
    });
    expect(readConfig({ ...env, EDITOR_SMTP_FROM: "site@empresa.com.br" }, "/srv/site")).toMatchObject({
      mail: { from: "site@empresa.com.br" },
    });
    expect(readConfig({ EDITOR_SMTP_URL: "https://smtp.empresa.com.br" }, "/srv/site")).toEqual({
      problems: ["EDITOR_SMTP_URL: valor inválido."],
    });
    expect(readConfig({}, "/srv/site")).not.toHaveProperty("mail");
  });
});
