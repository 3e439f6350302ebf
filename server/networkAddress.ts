/**
 * The address a per-address limit counts a client by. An IPv4 address is one client; an IPv6 address is not: a home
 * or a server is given a whole /64 network and picks any of its 2⁶⁴ addresses for free, so an IPv6 client is counted
 * by its /64. IPv4 written as IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports it) is the IPv4 address.
 * No Node module: the edge Worker's recorder counts addresses with it too.
 */

const isIPv4 = (text: string) => {
  const bytes = text.split(".");
  return bytes.length === 4 && bytes.every((byte) => /^\d{1,3}$/.test(byte) && Number(byte) <= 255);
};
const isGroup = (text: string) => /^[0-9a-f]{1,4}$/.test(text);

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail as two of them), or undefined. */
function groupsOf(address: string): number[] | undefined {
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const [head = "", tail] = halves;
  const part = (text: string) => (text ? text.split(":") : []);
  // An IPv4 tail only ends the whole address.
  const words = (parts: string[], endsAddress: boolean) =>
    parts.flatMap((piece, index) =>
      endsAddress && index === parts.length - 1 && isIPv4(piece)
        ? piece.split(".").reduce<number[]>((pair, byte, at) => {
            pair[at >> 1] = ((pair[at >> 1] ?? 0) << 8) | Number(byte);
            return pair;
          }, [])
        : [isGroup(piece) ? parseInt(piece, 16) : Number.NaN],
    );
  const before = words(part(head), tail === undefined);
  const after = tail === undefined ? [] : words(part(tail), true);
  if (tail !== undefined && before.length + after.length > 7) return undefined;
  const groups =
    tail === undefined ? before : [...before, ...Array(8 - before.length - after.length).fill(0), ...after];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

/** The key `address` is limited by: an IPv4 address itself, an IPv6 address's /64 (`2001:db8:0:1::/64`). */
export function networkAddress(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (!bare.includes(":")) return address;
  const groups = groupsOf(bare.toLowerCase());
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
