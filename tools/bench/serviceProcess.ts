/**
 * The editor service as production runs it: `npm run editor:serve` in its own process, on a free port, with its
 * EDITOR_* variables pointing at the bench's copy; and the accounts `npm run editor:user` creates before it starts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { ServiceProject } from "./serviceProject.ts";

/** The running service: where it listens, its process (the group's leader) and the last of its output. */
export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** A port nobody listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The service's environment: the copy's data folder and remote, the port, and `extra`; without a test runner's NODE_ENV. */
function serviceEnv(project: ServiceProject, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _testMode, ...env } = process.env;
  return {
    ...env,
    EDITOR_HOST: "127.0.0.1",
    EDITOR_PORT: String(port),
    EDITOR_DATA_DIR: project.dataDir,
    EDITOR_GIT_REMOTE: project.remote,
    EDITOR_GIT_BRANCH: "main",
    ...extra,
  };
}

/** Runs `npm run <script> -- args` in the copy with the service's environment, `input` on its standard input. */
function npmIn(project: ServiceProject, env: NodeJS.ProcessEnv, script: string, args: string[], input = "") {
  return new Promise<void>((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], { cwd: project.dir, env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${script}: ${output}`))));
    child.stdin.end(input);
  });
}

/** Creates an account with `role` (a Publisher's by default) per email with `password`, as an administrator would from a script. */
export async function addAccounts(project: ServiceProject, emails: string[], password: string, role = "publisher"): Promise<void> {
  const env = serviceEnv(project, 0);
  for (const [index, email] of emails.entries())
    await npmIn(project, env, "editor:user", ["add", "--email", email, "--role", role, "--name", `Pessoa ${index + 1}`, "--password-stdin"], `${password}\n`);
}

/** Starts `npm run editor:serve` (with `env` added to its variables) and waits until it answers (at most `timeoutMs`). */
export async function startService(project: ServiceProject, timeoutMs = 120_000, env: NodeJS.ProcessEnv = {}): Promise<ServiceProcess> {
  const port = await freePort();
  // A process group of its own, so that stopping it stops npm, tsx and the service together.
  const child = spawn("npm", ["run", "--silent", "editor:serve"], {
    cwd: project.dir,
    env: serviceEnv(project, port, env),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Fastify logs every request: only the tail is kept, to explain a failure.
  let tail = "";
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-8000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run editor:serve parou (código ${child.exitCode}):\n${tail}`);
    const ready = await fetch(`${url}/_editor/api/sessao`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { url, child, output: () => tail };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopService({ url, child, output: () => tail });
  throw new Error(`npm run editor:serve não respondeu em ${timeoutMs / 1000} s:\n${tail}`);
}

/** Stops the service (its whole process group) and waits for it to end. */
export async function stopService(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  const ended = new Promise((resolve) => service.child.once("close", resolve));
  process.kill(-service.child.pid!, "SIGTERM");
  await ended;
}
