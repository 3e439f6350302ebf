/**
 * The throwaway project the attacks run on: the bench's copy of this one with its remote (tools/bench/serviceProject.ts),
 * plus a WebP image in its library (so that "Substituir" has something to replace), and, for the site's attacks, a
 * running A/B test of the home page.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { git, serviceProject, type ServiceProject } from "../bench/serviceProject.ts";

/** The A/B test the site's attacks meet. */
export const ATTACK_TEST = "home-ab";

/** A copy of `root` in its own repository, with a WebP image committed in public/img/. */
export async function attackProject(root: string): Promise<ServiceProject> {
  const project = await serviceProject(root);
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .webp()
    .toBuffer();
  writeFileSync(join(project.dir, "public/img/ataque.webp"), image);
  git(project.dir, "add", "-A");
  git(project.dir, "commit", "--quiet", "-m", "Uma imagem WebP na biblioteca");
  return project;
}

/** Adds a running test of the home page, variant b with another title, to the project's site.config/. */
export function addRunningTest(project: ServiceProject): void {
  const configDir = join(project.dir, "site.config");
  mkdirSync(join(configDir, "experiments", ATTACK_TEST), { recursive: true });
  const test = {
    name: "Home com outro título",
    page: "home",
    goal: "either",
    status: "running",
    variants: [
      { name: "original", weight: 50 },
      { name: "b", weight: 50 },
    ],
  };
  writeFileSync(join(configDir, "experiments", `${ATTACK_TEST}.json`), JSON.stringify(test, null, 2));
  const home = JSON.parse(readFileSync(join(configDir, "pages", "home.json"), "utf8"));
  const variant = { ...home, title: "Variante B do ataque", $schema: "../../../schema/page.schema.json" };
  writeFileSync(join(configDir, "experiments", ATTACK_TEST, "b.json"), JSON.stringify(variant, null, 2));
}
