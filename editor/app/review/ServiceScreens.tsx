import "./review.css";
import { AgendaScreen } from "../agenda/AgendaScreen.tsx";
import { ReviewsScreen } from "./ReviewsScreen.tsx";
import type { ServiceScreen } from "./serviceScreens.ts";
import { useServicePermissions } from "./useServiceSession.ts";

/** The service screen the address asks for ("Revisões", "Agenda"), once the person is known; nothing before. */
export function ServiceScreens({ screen }: { screen: ServiceScreen }) {
  const permissions = useServicePermissions();
  if (!permissions) return null;
  const mayPublish = permissions.includes("publish");
  return screen === "revisoes" ? <ReviewsScreen mayPublish={mayPublish} /> : <AgendaScreen mayPublish={mayPublish} />;
}
