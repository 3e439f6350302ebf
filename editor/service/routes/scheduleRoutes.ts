/** The agenda: schedule publishing or taking off the site at a Brasília time, list, cancel. */
import { z } from "zod";
import { brasiliaDateTime, fromBrasilia } from "../../shared/brasiliaTime.ts";
import type { ScheduleRequest } from "../../shared/schedule.ts";
import { DOCUMENT_KINDS } from "../../server/documents/documentKinds.ts";
import { refused } from "../../server/http.ts";
import { jsonBody, route, type Route } from "../../server/routing/route.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";

const scheduleRequest = z.object({
  kind: z.enum(["page", "collection", "site"]),
  name: z.string().min(1).max(200),
  action: z.enum(["publish", "unpublish"]),
  at: z.string().max(20),
  message: z.string().trim().max(500),
}) satisfies z.ZodType<ScheduleRequest>;

const ID = z.object({ id: z.coerce.number().int().positive() });

/** The agenda's routes: reading it needs an account; scheduling and cancelling, a Publisher. */
export const SCHEDULE_ROUTES: Route<ServiceContext>[] = [
  route({
    method: "GET",
    path: "agenda",
    handle: (context: ServiceContext) => ({ status: 200, body: context.stores.schedules.list(context.clock.now()) }),
  }),
  route({
    method: "POST",
    path: "agenda",
    permission: "publish",
    body: jsonBody(scheduleRequest, "Diga o que agendar, para quando (data e hora) e com que mensagem."),
    handle: (context: ServiceContext, { body }) => {
      const dueAt = fromBrasilia(body.at);
      if (dueAt === undefined)
        return refused(400, "Escolha a data e a hora, como 28/11/2026 às 00:00 (horário de Brasília).");
      const now = context.clock.now();
      if (dueAt <= now)
        return refused(400, `${brasiliaDateTime(dueAt)} já passou: escolha uma hora futura (horário de Brasília).`);
      if (body.action === "unpublish" && body.kind !== "page")
        return refused(400, "Só páginas podem ser tiradas do ar.");
      if (body.action === "publish" && !body.message)
        return refused(400, "Escreva uma mensagem que diga o que a publicação muda.");
      const person = signedIn(context);
      const id = context.stores.schedules.add({ ...body, dueAt }, person, now);
      const what = body.action === "publish" ? "agendou a publicação de" : "agendou a retirada do ar de";
      context.stores.audit.record(
        person,
        what,
        DOCUMENT_KINDS[body.kind].fileOf(body.name),
        brasiliaDateTime(dueAt),
        now,
      );
      return { status: 200, body: { id, dueAt } };
    },
  }),
  route({
    method: "DELETE",
    path: "agenda/:id",
    params: ID,
    permission: "publish",
    handle: (context: ServiceContext, { params }) => {
      if (!context.stores.schedules.cancel(params.id))
        return refused(404, "Esse agendamento já foi feito ou cancelado.");
      context.stores.audit.record(
        signedIn(context),
        "cancelou o agendamento",
        String(params.id),
        "",
        context.clock.now(),
      );
      return { status: 200, body: { ok: true } };
    },
  }),
];
