/**
 * One run of `npm run bench:service`: a fresh copy of the project with its remote, ten accounts, the service started
 * as `npm run editor:serve`, the people at work for the set time while its memory is sampled, each publishing once at
 * the end; then the service stopped and the copy removed.
 */
import { readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { httpSend } from "./httpSend.ts";
import { summarizeMemory, sampleServiceMemory, type MemorySummary } from "./serviceMemory.ts";
import { runServiceLoad, seededRandom, type LoadResult } from "./serviceLoad.ts";
import type { Person } from "./servicePerson.ts";
import { addAccounts, startService, stopService } from "./serviceProcess.ts";
import { remoteCommits, removeServiceProject, serviceProject } from "./serviceProject.ts";

/** What a run is asked for. */
export interface RunOptions {
  people: number;
  seconds: number;
  /** Seconds of load after which the service counts as warmed up. */
  warmupSeconds: number;
}

/** A run's figures. */
export interface ServiceRun {
  loadAtStart: number;
  load: LoadResult;
  memory: MemorySummary;
  /** How many publications reached the remote (the push may follow the answer). */
  pushed: number;
}

const PASSWORD = "senha-do-bench-de-carga";
/** Pages nobody edits in the bench: the 404 page has no route of its own to publish. */
const SKIPPED = new Set(["nao-encontrada"]);

/** Waits until `done()` or `ms` passed, checking every half second. */
async function waitFor(done: () => boolean, ms: number): Promise<void> {
  for (const deadline = performance.now() + ms; !done() && performance.now() < deadline; )
    await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Runs the bench once from `root`; `progress` hears what it is doing. */
export async function runServiceBench(root: string, options: RunOptions, progress: (line: string) => void): Promise<ServiceRun> {
  const loadAtStart = Math.round(loadavg()[0]! * 100) / 100;
  progress("copiando o projeto e criando os repositórios…");
  const project = await serviceProject(root);
  try {
    const pages = readdirSync(join(project.dir, "site.config/pages"))
      .map((file) => file.replace(/\.json$/, ""))
      .filter((page) => !SKIPPED.has(page));
    if (pages.length < options.people) throw new Error(`O site tem ${pages.length} páginas para ${options.people} pessoas.`);
    const people: Person[] = pages.slice(0, options.people).map((page, index) => ({
      email: `pessoa${String(index + 1).padStart(2, "0")}@empresa.com.br`,
      password: PASSWORD,
      page,
    }));
    progress(`criando ${people.length} contas com npm run editor:user…`);
    await addAccounts(project, people.map(({ email }) => email), PASSWORD);
    progress("iniciando npm run editor:serve…");
    const service = await startService(project);
    try {
      const commitsBefore = remoteCommits(project);
      let loadStarted = performance.now();
      const second = () => (performance.now() - loadStarted) / 1000;
      const stopSampling = sampleServiceMemory(service.child.pid!, second);
      loadStarted = performance.now();
      progress(`${people.length} pessoas editando por ${options.seconds} s…`);
      const random = seededRandom(37);
      const origin = `http://localhost:${new URL(service.url).port}`;
      const load = await runServiceLoad(httpSend(service.url, origin), people, {
        saves: Number.POSITIVE_INFINITY,
        durationMs: options.seconds * 1000,
        pauseMs: () => 1000 + random() * 2000,
        heartbeatMs: 15_000,
        pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        now: () => performance.now(),
      });
      const editsSeconds = (load.editsEndedAt - loadStarted) / 1000;
      await waitFor(() => remoteCommits(project) - commitsBefore >= load.published, 60_000);
      const pushed = remoteCommits(project) - commitsBefore;
      // A few seconds more after the publications, for the memory's end.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const memory = summarizeMemory(stopSampling(), options.warmupSeconds, editsSeconds);
      return { loadAtStart, load, memory, pushed };
    } finally {
      await stopService(service);
    }
  } finally {
    removeServiceProject(project);
  }
}
