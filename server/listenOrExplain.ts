import type { Server } from "node:net";

/** The pt-BR line for a server that could not listen on a port. */
function listenProblem(error: NodeJS.ErrnoException, port: number, host: string): string {
  if (error.code === "EADDRINUSE")
    return `A porta ${port} já está em uso: pare o outro servidor ou escolha outra porta, por exemplo PORT=${port + 1} npm start.`;
  if (error.code === "EACCES")
    return `Sem permissão para usar a porta ${port}: escolha uma porta acima de 1023, por exemplo PORT=4173.`;
  return `Não foi possível abrir a porta ${port} em ${host} (${error.code ?? error.message}).`;
}

/** Listens, or prints one pt-BR line saying why it could not and exits with 1. */
export function listenOrExplain(server: Server, port: number, host: string, ready: () => void): void {
  const fail = (error: NodeJS.ErrnoException) => {
    console.error(listenProblem(error, port, host));
    process.exit(1);
  };
  server.once("error", fail);
  server.listen(port, host, () => {
    server.off("error", fail);
    ready();
  });
}
