import { describe, expect, it } from "vitest";
import { COLLECTION_WORDING, publishOutcome } from "./publishOutcome.ts";

const COMMIT = "0123456789abcdef0123456789abcdef01234567";

describe("publishOutcome", () => {
  it("says the page was recorded and sent to the branch's remote", () => {
    expect(
      publishOutcome({
        commit: COMMIT,
        files: [],
        push: { kind: "pushed", to: "origin/main" },
        fallbackIdentity: false,
      }),
    ).toEqual(["Publicada: registrada no histórico (versão 0123456).", "Enviada para origin/main."]);
  });

  it("says the publication stayed on this computer when there is no remote, and who signed it without an identity", () => {
    const sentences = publishOutcome({
      commit: COMMIT,
      files: [],
      push: { kind: "no-remote" },
      fallbackIdentity: true,
    });
    expect(sentences[1]).toBe(
      "Não há repositório remoto configurado para este ramo: a publicação ficou só neste computador.",
    );
    expect(sentences[2]).toContain("“Editor do site”");
  });

  it("says a failed push keeps the commit, and that an unchanged page has nothing new", () => {
    expect(
      publishOutcome({
        commit: null,
        files: [],
        push: { kind: "failed", to: "origin/main", detail: "could not read from remote repository" },
        fallbackIdentity: false,
      }),
    ).toEqual([
      "Nada novo a publicar: esta versão da página já está no histórico.",
      "O envio para origin/main falhou (could not read from remote repository). A publicação continua registrada neste computador; publique de novo para tentar enviar outra vez.",
    ]);
  });

  it("names a collection when a collection is published unchanged", () => {
    const unchanged = { commit: null, files: [], push: { kind: "no-remote" as const }, fallbackIdentity: false };
    expect(publishOutcome(unchanged, COLLECTION_WORDING)[0]).toBe(
      "Nada novo a publicar: esta versão da coleção já está no histórico.",
    );
    expect(COLLECTION_WORDING.suggested("segmentos-cidades")).toBe("Publica a coleção segmentos-cidades");
    expect(COLLECTION_WORDING.refused).toBe("A coleção não foi publicada:");
  });
});
