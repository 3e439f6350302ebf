/**
 * Imported first by the prerender (and its workers): React picks its build when it is first loaded, from NODE_ENV.
 * The production build renders the same markup several times faster than the development one, which checks every
 * element and records a stack for each.
 */
process.env.NODE_ENV = "production";
