import { describe, expect, it } from "vitest";
import { NOT_CONNECTED } from "../../shared/publicationStatus.ts";
import { COLLECTION_WORDING, pendingDeliveries, publishOutcome } from "./publishOutcome.ts";

const COMMIT = "0123456789abcdef0123456789abcdef01234567";

describe("publishOutcome", () => {
  it("says the page was recorded, sent to the site, and the site told to update", () => {
    expect(
      publishOutcome(
        {
          commit: COMMIT,
          files: [],
          push: { kind: "pushed" },
          deploy: { kind: "called" },
          fallbackIdentity: false,
        },
        undefined,
        Date.UTC(2026, 11, 7, 12, 31),
      ),
    ).toEqual([
      "Publicada em 07/12/2026 às 09:31: registrada no histórico.",
      "Enviada ao site.",
      "No ar: o serviço que atualiza o site foi avisado e respondeu; a nova versão aparece em instantes.",
    ]);
  });

  it("says the publication stayed on this computer when there is no remote, and who signed it without an identity", () => {
    const sentences = publishOutcome({
      commit: COMMIT,
      files: [],
      push: { kind: "no-remote" },
      fallbackIdentity: true,
    });
    expect(sentences.slice(1, 3)).toEqual(["Não enviada ao site.", NOT_CONNECTED]);
    expect(NOT_CONNECTED).toContain("o site não recebe nenhuma publicação");
    expect(sentences[3]).toContain("“Editor do site”");
  });

  it("says a publication is on its way to the site, or was not sent, with the server's explanation", () => {
    const sending = publishOutcome({
      commit: COMMIT,
      files: [],
      push: { kind: "retrying", message: "O servidor não respondeu." },
      fallbackIdentity: false,
    });
    expect(sending.slice(1)).toEqual(["Enviando ao site…", "O servidor não respondeu."]);
    const failed = publishOutcome({
      commit: null,
      files: [],
      push: { kind: "failed", message: "Alguém mudou os mesmos arquivos." },
      fallbackIdentity: false,
    });
    expect(failed).toEqual([
      "Nada novo a publicar: esta versão da página já está no histórico.",
      "Não enviada ao site.",
      "Alguém mudou os mesmos arquivos.",
    ]);
  });

  it("says a publication reached the site but the site was not updated yet, with the reason", () => {
    const waiting = publishOutcome({
      commit: COMMIT,
      files: [],
      push: { kind: "pushed" },
      deploy: { kind: "retrying", message: "O serviço que atualiza o site não respondeu." },
      fallbackIdentity: false,
    });
    expect(waiting.slice(1)).toEqual(["Enviada ao site.", "O serviço que atualiza o site não respondeu."]);
  });

  it("says nothing about earlier publications when all reached the site, and when each is tried again otherwise", () => {
    expect(pendingDeliveries({ push: { state: "idle" }, deploy: { state: "idle" } })).toEqual([]);
    const nextAttempt = new Date(2026, 10, 27, 14, 5).toISOString();
    expect(
      pendingDeliveries({
        push: { state: "retrying", message: "Sem rede.", attempts: 2, nextAttempt },
        deploy: { state: "failed", message: "Aviso recusado." },
      }),
    ).toEqual([
      "Publicações anteriores ainda estão a caminho do site (próxima tentativa às 14:05).",
      "Sem rede.",
      "O site não foi avisado da última publicação.",
      "Aviso recusado.",
    ]);
  });

  it("names a collection when a collection is published unchanged", () => {
    const unchanged = { commit: null, files: [], push: { kind: "no-remote" as const }, fallbackIdentity: false };
    expect(publishOutcome(unchanged, COLLECTION_WORDING)[0]).toBe(
      "Nada novo a publicar: esta versão da coleção já está no histórico.",
    );
    expect(COLLECTION_WORDING.suggested("collections/segmentos-cidades.json")).toBe(
      "Publica a coleção “segmentos-cidades”",
    );
    expect(COLLECTION_WORDING.refused).toBe("A coleção não foi publicada:");
  });
});
