/**
 * The address a per-address limit counts a client by. An IPv4 address is one client; an IPv6 address is not: a home
 * or a server is given a whole /64 network and picks any of its 2⁶⁴ addresses for free, so an IPv6 client is counted
 * by its /64. IPv4 written as IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports it) is the IPv4 address.
 */
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail as two of them), or undefined. */
function groupsOf(address: string): number[] | undefined {
  const [head = "", tail] = address.split("::");
  const part = (text: string) => (text ? text.split(":") : []);
  const words = (parts: string[]) =>
    parts.flatMap((piece) =>
      isIPv4(piece)
        ? piece.split(".").reduce<number[]>((pair, byte, index) => {
            pair[index >> 1] = ((pair[index >> 1] ?? 0) << 8) | Number(byte);
            return pair;
          }, [])
        : [parseInt(piece, 16)],
    );
  const before = words(part(head));
  const after = tail === undefined ? [] : words(part(tail));
  const groups =
    tail === undefined ? before : [...before, ...Array(8 - before.length - after.length).fill(0), ...after];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

/** The key `address` is limited by: an IPv4 address itself, an IPv6 address's /64 (`2001:db8:0:1::/64`). */
export function networkAddress(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const groups = groupsOf(bare.toLowerCase());
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
