/** Where Google Tag Manager's script comes from: the only third-party origin the site may load, and only with consent. */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
