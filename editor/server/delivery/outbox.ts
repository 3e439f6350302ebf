import type { DeployResult, PublishingStatus, PushResult } from "../../shared/api.ts";
import type { GitRepository } from "../gitRepository.ts";
import { DEPLOY_FAILED, DEPLOY_RETRYING, PUSH_MESSAGES } from "./deliveryMessages.ts";
import { callDeployHook } from "./deployHook.ts";
import { pushOnce } from "./pushOnce.ts";
import type { PushTarget } from "./pushTarget.ts";
import { replayOnto } from "./replayOnto.ts";
import { Retry } from "./retry.ts";
import { REAL_SCHEDULER, type Scheduler } from "./scheduler.ts";
import { serialize } from "./serialize.ts";

/** Where a repository's publications go: the site's repository, the deploy address, and the clock for retries. */
export interface Destination {
  target?: PushTarget;
  deployHook?: string;
  scheduler?: Scheduler;
}

/** Waits before pushing again after the network or the credentials failed: then every 15 minutes, for as long as it takes. */
const PUSH_DELAYS = [10_000, 30_000, 60_000, 5 * 60_000, 15 * 60_000];
/** Waits before calling the deploy address again; after the sixth call, it is left to a person. */
const DEPLOY_DELAYS = [10_000, 30_000, 60_000, 5 * 60_000, 15 * 60_000];
const DEPLOY_ATTEMPTS = 6;
/** Rounds of catching up with a repository that keeps moving before giving up. */
const ROUNDS = 3;

/** What a push gave, with the commits that catching up rewrote (old hash to new). */
export interface Sent {
  push: PushResult;
  rewritten: Map<string, string>;
  /** True when the site's repository received something new: the deploy address is called then. */
  delivered?: boolean;
}

/**
 * One repository's deliveries to the site: the push (with catching up and retries) and the deploy call (with
 * retries). Pushes run inside the repository's queue (serialize.ts), as publications do.
 */
class Outbox {
  private readonly push = new Retry(PUSH_DELAYS);
  private readonly deploy = new Retry(DEPLOY_DELAYS, DEPLOY_ATTEMPTS);
  private destination: Destination = {};

  constructor(private readonly repository: GitRepository) {}

  private get scheduler(): Scheduler {
    return this.destination.scheduler ?? REAL_SCHEDULER;
  }

  /** Where things go from now on (the configuration of the last publication). */
  aim(destination: Destination): void {
    this.destination = destination;
  }

  status(): PublishingStatus {
    return { push: this.push.state(), deploy: this.deploy.state() };
  }

  /**
   * Sends HEAD to the site's repository; to be called inside the repository's queue. Behind the site's repository,
   * it catches up (replayOnto.ts) and sends again; a failure to reach it is retried later, on its own.
   */
  async send(): Promise<Sent> {
    const rewritten = new Map<string, string>();
    const { target } = this.destination;
    if (!target) return { push: { kind: "no-remote" }, rewritten };
    for (let round = 0; round < ROUNDS; round += 1) {
      const attempt = await pushOnce(this.repository, target);
      if (attempt.kind === "pushed") {
        this.push.succeeded();
        return { push: { kind: "pushed" }, rewritten, delivered: attempt.delivered || rewritten.size > 0 };
      }
      if (attempt.kind === "refused") return { push: this.stop(PUSH_MESSAGES.refused), rewritten };
      if (attempt.kind !== "behind") return { push: this.later(PUSH_MESSAGES[attempt.kind]), rewritten };
      const replay = await replayOnto(this.repository, target);
      if (replay.kind === "unreachable") return { push: this.later(PUSH_MESSAGES.unreachable), rewritten };
      if (replay.kind !== "replayed") return { push: this.stop(PUSH_MESSAGES[replay.kind]), rewritten };
      // A commit rewritten in an earlier round and again now maps to its newest version.
      for (const [old, made] of rewritten) rewritten.set(old, replay.rewritten.get(made) ?? made);
      for (const [old, made] of replay.rewritten) if (!rewritten.has(old)) rewritten.set(old, made);
    }
    return { push: this.stop(PUSH_MESSAGES.conflict), rewritten };
  }

  private stop(message: string): PushResult {
    this.push.gaveUp(message);
    return { kind: "failed", message };
  }

  private later(message: string): PushResult {
    this.push.failed(message, () => this.retryPush(), this.scheduler);
    return { kind: "retrying", message };
  }

  /** A retry of the push, in the repository's queue; the deploy address is called when it gets through. */
  private async retryPush(): Promise<void> {
    const sent = await serialize(this.repository.top, () => this.send());
    await this.callDeploy(sent);
  }

  /**
   * Calls the deploy address after a push that delivered something (once; a call still waiting to be retried is
   * replaced), or after any push that got through while an earlier call is still owed; undefined when not called.
   */
  async callDeploy(sent: Sent): Promise<DeployResult | undefined> {
    const { deployHook, target } = this.destination;
    if (!deployHook || !target || sent.push.kind !== "pushed") return undefined;
    if (!sent.delivered && this.deploy.state().state === "idle") return undefined;
    this.deploy.restart();
    return this.deployNow(deployHook, target.ref);
  }

  private async deployNow(url: string, ref: string): Promise<DeployResult> {
    const head = await this.repository.run(["rev-parse", "HEAD"]);
    const commit = head.ok ? head.stdout.trim() : "";
    if (await callDeployHook(url, { commit, ref })) {
      this.deploy.succeeded();
      return { kind: "called" };
    }
    const state = this.deploy.failed(
      DEPLOY_RETRYING,
      () => this.deployNow(url, ref).then(() => undefined),
      this.scheduler,
      DEPLOY_FAILED,
    );
    return state.state === "failed"
      ? { kind: "failed", message: DEPLOY_FAILED }
      : { kind: "retrying", message: DEPLOY_RETRYING };
  }
}

const outboxes = new Map<string, Outbox>();

/** The deliveries of the repository (one per repository for the life of the process). */
export function outboxOf(repository: GitRepository): Outbox {
  let outbox = outboxes.get(repository.top);
  if (!outbox) {
    outbox = new Outbox(repository);
    outboxes.set(repository.top, outbox);
  }
  return outbox;
}

/** The deliveries of the repository at `top` so far: idle when nothing was ever sent from it. */
export function statusAt(top: string): PublishingStatus {
  return outboxes.get(top)?.status() ?? { push: { state: "idle" }, deploy: { state: "idle" } };
}

export type { Outbox };
