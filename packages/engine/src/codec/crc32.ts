// Table-driven CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), the checksum zlib and gzip use.
// Written here because `zlib.crc32` only exists from Node 20.15/22.2 and we promise every Node 20.

const TABLE = /* @__PURE__ */ buildTable();

function buildTable(): Int32Array {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
}

/**
 * CRC-32 of `bytes[start, end)` as an unsigned 32-bit integer. Pass a previous result as `crc` to continue a running
 * checksum over several chunks: `crc32(b, crc32(a))` equals the CRC of `a` followed by `b`.
 */
export function crc32(bytes: Uint8Array, crc = 0, start = 0, end = bytes.length): number {
  let c = ~crc;
  for (let i = start; i < end; i++) c = TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** CRC-32 of a string's UTF-8 bytes. */
export function crc32String(text: string): number {
  return crc32(new TextEncoder().encode(text));
}
