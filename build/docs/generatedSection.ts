/** The comment that opens a generated section of a Markdown document. */
function startMarker(name: string): string {
  return `<!-- ${name}:início (gerado por npm run gen:types; não edite à mão) -->`;
}

/** The comment that closes it. */
function endMarker(name: string): string {
  return `<!-- ${name}:fim -->`;
}

/** `document` with the text between the markers of section `name` replaced by `content`. */
export function withGeneratedSection(document: string, name: string, content: string): string {
  const [start, end] = [startMarker(name), endMarker(name)];
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`O documento precisa dos marcadores ${start} e ${end}.`);
  return `${document.slice(0, from + start.length)}\n\n${content}\n${document.slice(to)}`;
}
