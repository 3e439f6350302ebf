/** JSON the build wrote into the page (a non-executable <script type="application/json">), if any. */
export function inlineJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}
