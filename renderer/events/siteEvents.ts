/** Which link a chat button followed: the link service's answer, or the page's prefilled fallback. */
export type ChatVia = "servico" | "reserva";

/** How a contact submission ended, as the tag manager sees it. */
export type ContactResult = "ok" | "recusado" | "falha";

/**
 * Every event the site pushes to the tag manager's data layer. They describe what happened on which page, and
 * never carry personal data: no name, e-mail, phone, card digits or CNPJ (the page route is the pattern, e.g.
 * /pagamento/:cnpj, never the address with the visitor's CNPJ in it).
 */
export type SiteEvent =
  | {
      event: "cta_click";
      page_route: string;
      link_name: string;
      grupo: string | null;
      button_label: string;
      via: ChatVia;
    }
  | { event: "contact_submit"; page_route: string; result: ContactResult }
  | { event: "generate_lead"; page_route: string }
  | { event: "payment_form_valid"; page_route: string; brand: string }
  | { event: "experiment_impression"; page_route: string; experiment_id: string; variant_id: string };

/** An event as a component reports it: the page route is added for it. */
export type PageEvent = SiteEvent extends infer Event
  ? Event extends SiteEvent
    ? Omit<Event, "page_route">
    : never
  : never;
