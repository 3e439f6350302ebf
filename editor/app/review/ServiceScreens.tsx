import "./review.css";
import { AgendaScreen } from "../agenda/AgendaScreen.tsx";
import { ReviewsScreen } from "./ReviewsScreen.tsx";
import type { ServiceScreen } from "./serviceScreens.ts";
import type { SchemaSet } from "../../shared/api.ts";
import { useServicePermissions } from "./useServiceSession.ts";

/** The service screen the address asks for ("Revisões", "Agenda"), once the person is known; nothing before. */
export function ServiceScreens({ screen, schemas }: { screen: ServiceScreen; schemas: SchemaSet }) {
  const permissions = useServicePermissions();
  if (!permissions) return null;
  const mayPublish = permissions.includes("publish");
  return screen === "revisoes" ? (
    <ReviewsScreen mayPublish={mayPublish} schemas={schemas} />
  ) : (
    <AgendaScreen mayPublish={mayPublish} />
  );
}
