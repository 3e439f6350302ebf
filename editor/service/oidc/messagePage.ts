const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** A small pt-BR page that says why a sign-in did not work, with the way back (its text always escaped). */
export function messagePage(title: string, message: string, back: string): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escape(title)}</title>
    <style>body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b57d0}</style>
  </head>
  <body>
    <h1>${escape(title)}</h1>
    <p>${escape(message)}</p>
    <p><a href="${escape(back)}">Voltar para o editor</a></p>
  </body>
</html>
`;
}
