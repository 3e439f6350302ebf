/**
 * For tests: TOTP codes computed as RFC 6238 says (HMAC-SHA-1, 30-second steps), written apart from the library the
 * service uses, so that a test checks the service against the standard rather than against itself.
 */
import { createHmac } from "node:crypto";

/** RFC 4648 base32, as authenticator apps read the secret. */
export function base32Bytes(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...text.replace(/[=\s]+/g, "").toUpperCase()]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, "0"))
    .join("");
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** The code of `secret` at `at` (milliseconds), `digits` long. */
export function totp(secret: Buffer, at: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, "0");
}
