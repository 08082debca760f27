// What a binary file is, told by its first bytes (the file's magic number), for the reason an entry without
// patent documents is skipped: images (TIFF drawing pages, PNG), PDF, archives under a name the input layer does not
// open, and any other binary content.

/** TIFF compression schemes by their tag value (TIFF 6.0 §3, §8, §10 and §11). */
const TIFF_COMPRESSION: Readonly<Record<number, string>> = {
  1: 'uncompressed',
  2: 'CCITT modified Huffman',
  3: 'CCITT Group 3 fax',
  4: 'CCITT Group 4 fax',
  5: 'LZW',
  6: 'JPEG',
  7: 'JPEG',
  8: 'Deflate',
  32773: 'PackBits',
};

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, at) => bytes[at] === byte);
}

/** Width, height and compression from the first image directory of a TIFF, when it lies inside `bytes`. */
function tiffFacts(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const ifd = u32(4);
  if (ifd + 2 > bytes.length) return [];
  const tags = new Map<number, number>();
  for (let i = 0; i < u16(ifd); i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > bytes.length) break;
    // SHORT (3) values sit in the first two bytes of the value field, LONG (4) ones fill it.
    tags.set(u16(at), u16(at + 2) === 3 ? u16(at + 8) : u32(at + 8));
  }
  const facts: string[] = [];
  const width = tags.get(256);
  const height = tags.get(257);
  if (width !== undefined && height !== undefined) facts.push(`${width}×${height} px`);
  const compression = tags.get(259);
  if (compression !== undefined) facts.push(TIFF_COMPRESSION[compression] ?? `compression ${compression}`);
  return facts;
}

function pngFacts(bytes: Uint8Array): string[] {
  if (bytes.length < 24) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [`${view.getUint32(16)}×${view.getUint32(20)} px`];
}

const hex = (bytes: Uint8Array) => [...bytes.subarray(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join(' ');
const facts = (list: string[]) => (list.length > 0 ? ` (${list.join(', ')})` : '');

/** Whether the bytes are binary rather than text: a NUL byte in the first 4 KiB (text encodings we read have none). */
export function isBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 4096).includes(0);
}

/** Why a binary file holds no patent document, naming what it is; undefined for text. */
export function describeBinary(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return `TIFF image${facts(tiffFacts(bytes))}: a drawing or page image, not a publication`;
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return `PNG image${facts(pngFacts(bytes))}: a drawing or picture, not a publication`;
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'JPEG image: a drawing or picture, not a publication';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'GIF image: a drawing or picture, not a publication';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return 'PDF file: page images or typeset text, not a format whose fields can be read';
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return 'zip archive under a name not ending in .zip: its members are not opened (name it .zip to read them)';
  }
  if (startsWith(bytes, [0x1f, 0x8b])) {
    return 'gzip-compressed data under a name not ending in .gz: not decompressed (name it .gz to read it)';
  }
  if (isBinary(bytes)) return `binary file (first bytes ${hex(bytes)}): not text in any format we read`;
  return undefined;
}
