/**
 * Service addresses, fixed at build time from SITE_API_BASE_URL and SITE_CONTACT_URL.
 * Without them the site talks to the local stand-ins that `npm start` serves under /api.
 */
export const LINK_SERVICE_BASE_URL: string = import.meta.env.SITE_API_BASE_URL || "/api";
export const CONTACT_SERVICE_URL: string = import.meta.env.SITE_CONTACT_URL || "/api/contato";
