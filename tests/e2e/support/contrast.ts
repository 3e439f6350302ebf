/** WCAG 2 contrast between colours as the browser computes them ("rgb(…)", "rgba(…)"). */

/** The opaque colours named in a computed colour or background-image value, as [r, g, b]. */
export function opaqueColours(value: string): Array<[number, number, number]> {
  return [...value.matchAll(/rgba?\(([^)]+)\)/g)]
    .map((match) =>
      match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number),
    )
    .filter((parts) => parts.length === 3 || parts[3] === 1)
    .map((parts) => [parts[0]!, parts[1]!, parts[2]!]);
}

/** Relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours (1 to 21). */
export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The lowest contrast of a colour against each of several (a gradient's stops). */
export function worstContrast(colour: string, against: string): number {
  const [own] = opaqueColours(colour);
  const others = opaqueColours(against);
  if (!own || !others.length) throw new Error(`sem cores para comparar: ${colour} / ${against}`);
  return Math.min(...others.map((other) => contrast(own, other)));
}
