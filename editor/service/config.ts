/**
 * The editor service's settings, from documented environment variables (deploy/README.md), each with a default that
 * lets it run on one machine with nothing else installed.
 */
import { isAbsolute, join, resolve } from "node:path";
import { z } from "zod";

/** What the service runs with. */
export interface ServiceConfig {
  host: string;
  port: number;
  /** The address people open (scheme, host, port): the origin requests must come from, and the links' base. */
  publicUrl: string;
  /** Where the service keeps its own state (the database, the generated secret). */
  dataDir: string;
  /** The secret that signs preview links; generated into the data folder when not given. */
  secret?: string;
  /** The git remote publishing pushes to, and its branch. */
  remote?: { url: string; branch: string };
  /** Called (HTTP POST) after each publication reaches the remote. */
  deployHook?: string;
  /** Sign-in with a company's OpenID Connect provider (Google Workspace or any other), when its issuer is given. */
  oidc?: { issuer: string; clientId: string; clientSecret: string; domain?: string };
  /** Where the site's server records A/B impressions and conversions (its SITE_DATA_DIR/experiments), for the results. */
  experimentData?: string;
  /** The A/B log the generated nginx config writes, when the site is served by nginx. */
  experimentLog?: string;
  /** A reverse proxy in front of the service names the client's address in X-Forwarded-For (the sign-in limits). */
  trustProxy?: boolean;
  /** The e-mail server the notices go through (`smtp://…` or `smtps://…`), and their sender; without it, no e-mail. */
  mail?: { url: string; from: string };
}

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const environment = z.object({
  EDITOR_HOST: optional,
  EDITOR_PORT: optional.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .pipe(z.number().max(65535))
      .optional(),
  ),
  EDITOR_PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  EDITOR_DATA_DIR: optional,
  EDITOR_SECRET: optional.pipe(z.string().min(32).optional()),
  EDITOR_GIT_REMOTE: optional,
  EDITOR_GIT_BRANCH: optional,
  EDITOR_DEPLOY_HOOK: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  EDITOR_OIDC_ISSUER: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  EDITOR_OIDC_CLIENT_ID: optional,
  EDITOR_OIDC_CLIENT_SECRET: optional,
  EDITOR_OIDC_DOMAIN: optional,
  EDITOR_EXPERIMENT_DATA: optional,
  EDITOR_EXPERIMENT_LOG: optional,
  EDITOR_TRUST_PROXY: optional.pipe(z.enum(["0", "1", "false", "true"]).optional()),
  EDITOR_SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  EDITOR_SMTP_FROM: optional,
});

/** The port the service listens on by default. */
export const DEFAULT_PORT = 4300;

/** The service's settings from `env`, or the pt-BR sentences that say which variable is wrong and how. */
export function readConfig(env: NodeJS.ProcessEnv, root: string): ServiceConfig | { problems: string[] } {
  const parsed = environment.safeParse(env);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map(
        (issue) =>
          `${String(issue.path[0])}: ${issue.code === "too_small" ? "use pelo menos 32 caracteres" : "valor inválido"}.`,
      ),
    };
  const vars = parsed.data;
  const host = vars.EDITOR_HOST ?? "127.0.0.1";
  const port = vars.EDITOR_PORT ?? DEFAULT_PORT;
  const dataDir = vars.EDITOR_DATA_DIR ?? ".data";
  const problems: string[] = [];
  const oidcGiven = [vars.EDITOR_OIDC_ISSUER, vars.EDITOR_OIDC_CLIENT_ID, vars.EDITOR_OIDC_CLIENT_SECRET];
  if (oidcGiven.some(Boolean) && !oidcGiven.every(Boolean))
    problems.push(
      "EDITOR_OIDC_ISSUER, EDITOR_OIDC_CLIENT_ID e EDITOR_OIDC_CLIENT_SECRET vão juntos: defina os três ou nenhum.",
    );
  if (problems.length) return { problems };
  const publicUrl = (vars.EDITOR_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  return {
    host,
    port,
    publicUrl,
    dataDir: isAbsolute(dataDir) ? dataDir : join(root, dataDir),
    secret: vars.EDITOR_SECRET,
    remote: vars.EDITOR_GIT_REMOTE
      ? { url: vars.EDITOR_GIT_REMOTE, branch: vars.EDITOR_GIT_BRANCH ?? "main" }
      : undefined,
    deployHook: vars.EDITOR_DEPLOY_HOOK,
    ...(vars.EDITOR_EXPERIMENT_DATA && { experimentData: resolve(root, vars.EDITOR_EXPERIMENT_DATA) }),
    ...(vars.EDITOR_EXPERIMENT_LOG && { experimentLog: resolve(root, vars.EDITOR_EXPERIMENT_LOG) }),
    trustProxy: vars.EDITOR_TRUST_PROXY === "1" || vars.EDITOR_TRUST_PROXY === "true",
    ...(vars.EDITOR_SMTP_URL && {
      mail: {
        url: vars.EDITOR_SMTP_URL,
        from: vars.EDITOR_SMTP_FROM ?? `"Editor do site" <editor@${new URL(publicUrl).hostname}>`,
      },
    }),
    oidc: vars.EDITOR_OIDC_ISSUER
      ? {
          issuer: vars.EDITOR_OIDC_ISSUER,
          clientId: vars.EDITOR_OIDC_CLIENT_ID!,
          clientSecret: vars.EDITOR_OIDC_CLIENT_SECRET!,
          domain: vars.EDITOR_OIDC_DOMAIN,
        }
      : undefined,
  };
}
