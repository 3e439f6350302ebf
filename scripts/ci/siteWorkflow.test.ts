import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

/** The parts of a GitHub Actions workflow these tests read. */
interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps: Array<Step & { env?: Record<string, string> }>;
}
interface Workflow {
  on: { push?: { branches?: string[] }; pull_request?: unknown };
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = load(readFileSync(".github/workflows/site.yml", "utf8")) as Workflow;
const { scripts, engines } = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  engines: { node: string };
};
const build = workflow.jobs.build!;
const deploy = workflow.jobs.deploy!;
const deployEdge = workflow.jobs["deploy-edge"]!;
const runs = build.steps.flatMap((step) => (step.run ? [step.run] : []));
const stepIndex = (match: (step: Step) => boolean) => build.steps.findIndex(match);

describe("the site's GitHub Actions workflow (.github/workflows/site.yml)", () => {
  it("runs on every push to main", () => {
    expect(workflow.on.push?.branches).toEqual(["main"]);
  });

  it("installs, validates with annotations, then builds, in that order", () => {
    expect(runs).toEqual(["npm ci", "npm run validate -- --format github", "npm run build"]);
  });

  it("runs only scripts package.json has", () => {
    const named = runs.flatMap((run) => [...run.matchAll(/npm run (\S+)/g)].map((match) => match[1]!));
    expect(named.length).toBeGreaterThan(0);
    for (const script of named) expect(scripts, script).toHaveProperty(script);
  });

  it("uses the Node major version package.json asks for", () => {
    const setup = build.steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(String(setup?.with?.["node-version"])).toBe(engines.node.match(/\d+/)![0]);
  });

  it("builds with the service addresses from the repository's variables", () => {
    expect(build.env).toEqual({
      SITE_API_BASE_URL: "${{ vars.SITE_API_BASE_URL }}",
      SITE_CONTACT_URL: "${{ vars.SITE_CONTACT_URL }}",
    });
  });

  it("publishes dist/ to GitHub Pages after the build, from main only, unless the site is on Cloudflare's edge", () => {
    const upload = stepIndex((step) => !!step.uses?.startsWith("actions/upload-pages-artifact@"));
    expect(upload).toBeGreaterThan(stepIndex((step) => step.run === "npm run build"));
    expect(build.steps[upload]!.with).toEqual({ path: "dist" });
    expect(build.steps[upload]!.if).toBe("github.ref == 'refs/heads/main' && vars.SITE_EDGE != 'cloudflare'");
    expect(deploy.if).toBe("github.ref == 'refs/heads/main' && vars.SITE_EDGE != 'cloudflare'");
    expect(deploy.needs).toBe("build");
    expect(deploy.steps.map((step) => step.uses?.split("@")[0])).toEqual(["actions/deploy-pages"]);
  });

  it("publishes the build and its Worker (deploy/edge/) with wrangler on Node 22 when SITE_EDGE is cloudflare", () => {
    const onEdge = "github.ref == 'refs/heads/main' && vars.SITE_EDGE == 'cloudflare'";
    const upload = stepIndex((step) => !!step.uses?.startsWith("actions/upload-artifact@"));
    expect(upload).toBeGreaterThan(stepIndex((step) => step.run === "npm run build"));
    expect(build.steps[upload]!.if).toBe(onEdge);
    expect(String(build.steps[upload]!.with?.path).trim().split("\n")).toEqual(["dist", "deploy/edge"]);
    expect([deployEdge.if, deployEdge.needs, deployEdge.permissions]).toEqual([onEdge, "build", undefined]);
    const setup = deployEdge.steps.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(setup?.with?.["node-version"]).toBe(22);
    const publish = deployEdge.steps.find((step) => step.run?.includes("wrangler"));
    expect(publish?.run).toBe("npx --yes wrangler@4 deploy --config deploy/edge/wrangler.jsonc");
    expect(Object.keys(publish?.env ?? {})).toEqual(["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"]);
  });

  it("gives write access to Pages to the publishing job alone", () => {
    expect(workflow.permissions).toEqual({ contents: "read" });
    expect(build.permissions).toBeUndefined();
    expect(deploy.permissions).toEqual({ pages: "write", "id-token": "write" });
  });
});
