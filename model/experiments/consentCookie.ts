/**
 * The first-party cookie the consent banner writes beside its stored choice, so that the servers (npm run serve,
 * nginx) know, before any script runs, whether the visitor accepted measurement: `consentimento=aceito`.
 */
export const CONSENT_COOKIE = "consentimento";
/** The consent cookie's value for a visitor who accepted measurement. */
export const CONSENT_ACCEPTED = "aceito";
