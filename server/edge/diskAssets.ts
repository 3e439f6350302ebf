import type { AssetReader } from "./assetFiles.ts";

/**
 * Locally (workerd, deploy/edge/workerd.capnp), the build's files as Workers' static assets serve them with
 * `html_handling: "none"`: a file at its exact path, anything else not found. workerd's disk service over dist/ answers
 * a folder with a JSON list of its entries (and every file as application/octet-stream): a folder is not found here.
 */
export default {
  async fetch(request: Request, env: { DIST: AssetReader }): Promise<Response> {
    const answer = await env.DIST.fetch(request);
    if (!answer.ok || answer.headers.get("Content-Type") !== "application/json") return answer;
    await answer.body?.cancel();
    return new Response("Not Found", { status: 404 });
  },
};
