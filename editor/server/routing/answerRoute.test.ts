// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { answerRoute } from "./answerRoute.ts";
import { jsonBody, route } from "./route.ts";

/** A route whose body needs a name in text and a count up to 3, the count's excess worded by the schema itself. */
function countRoute() {
  const handle = vi.fn(() => ({ status: 200, body: { ok: true } }));
  const schema = z.object({
    name: z.string(),
    count: z.number().max(3, { error: "No máximo 3." }),
  });
  const counted = route({
    method: "POST",
    path: "contar",
    body: jsonBody(schema, "O pedido precisa de um nome e de uma contagem."),
    handle,
  });
  return { counted, handle };
}

describe("the boundary of a route", () => {
  it("hands the handler the body its schema gives, unknown keys dropped", async () => {
    const { counted, handle } = countRoute();
    expect(await answerRoute(counted, {}, {}, { name: "a", count: 2, extra: true })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(handle).toHaveBeenCalledWith({}, { params: {}, body: { name: "a", count: 2 } });
  });

  it.each([{}, { name: 1, count: 2 }, { name: "a" }, { name: "a", count: "2" }])(
    "refuses %j with 400 and the route's sentence, without calling the handler",
    async (body) => {
      const { counted, handle } = countRoute();
      expect(await answerRoute(counted, {}, {}, body)).toEqual({
        status: 400,
        body: { reason: "refused", message: "O pedido precisa de um nome e de uma contagem." },
      });
      expect(handle).not.toHaveBeenCalled();
    },
  );

  it("answers the schema's own words for a problem it words", async () => {
    const { counted } = countRoute();
    expect(await answerRoute(counted, {}, {}, { name: "a", count: 9 })).toEqual({
      status: 400,
      body: { reason: "refused", message: "No máximo 3." },
    });
  });

  it.each([null, [], 42, "texto", undefined])("asks for a JSON object when the body is %j", async (body) => {
    const { counted, handle } = countRoute();
    expect(await answerRoute(counted, {}, {}, body)).toEqual({
      status: 400,
      body: { reason: "refused", message: "O corpo do pedido deve ser um objeto JSON." },
    });
    expect(handle).not.toHaveBeenCalled();
  });
});
