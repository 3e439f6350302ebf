import type { ServerResponse } from "node:http";

/**
 * Ends an answer that failed: 500 when nothing was sent yet, otherwise the connection (the client sees a cut answer,
 * never a wrong one). Logs one line that names the cause, never the request (no addresses, queries or bodies).
 */
export function answerFailure(response: ServerResponse, cause: string): void {
  console.error(`${cause}; resposta encerrada.`);
  if (response.headersSent || response.destroyed) {
    response.destroy();
    return;
  }
  for (const name of ["Content-Encoding", "Content-Length", "Content-Range", "ETag", "Last-Modified"])
    response.removeHeader(name);
  response
    .writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .end("Erro interno.\n");
}
