import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The demo adviser's photo: a 128-pixel portrait silhouette (head and shoulders on a teal ground) drawn
 * pixel by pixel and encoded as a PNG, so the demo shows a real image without shipping one.
 */
export function demoAdviserPhoto(size = 128): string {
  const rows: Buffer[] = [];
  const head = { x: size / 2, y: size * 0.4, r: size * 0.2 };
  const shoulders = { x: size / 2, y: size * 1.02, rx: size * 0.38, ry: size * 0.36 };
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inHead = (x - head.x) ** 2 + (y - head.y) ** 2 <= head.r ** 2;
      const inBody = ((x - shoulders.x) / shoulders.rx) ** 2 + ((y - shoulders.y) / shoulders.ry) ** 2 <= 1;
      const shade = Math.round(20 * (y / size));
      const [r, g, b] = inHead
        ? [236, 200, 170]
        : inBody
          ? [40, 52, 84]
          : [15 + shade, 118 - shade, 110 - shade];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
