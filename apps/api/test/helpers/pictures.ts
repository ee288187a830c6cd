import sharp from 'sharp';
import { signedInAs, type TestApp } from './test-app.ts';

/** A real picture made by sharp: a colour gradient so encoders have something to do. */
export const pictureBytes = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif' = 'png') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#08f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .toFormat(format)
    .toBuffer();

/** A multipart/form-data body and its content type. */
export function multipart(parts: { field: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----raahi${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename ? `form-data; name="${p.field}"; filename="${p.filename}"` : `form-data; name="${p.field}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload call's body for one PNG. */
export const multipartImage = (png: Buffer) => multipart([{ field: 'image', filename: 'photo.png', type: 'image/png', data: png }]);

/** Uploads a width × height picture as a new content editor; answers the upload call's response. */
export async function uploadPicture(t: TestApp, width: number, height: number) {
  const staff = await signedInAs(t, 'content');
  const body = multipartImage(await pictureBytes(width, height));
  return t.app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...staff.headers } });
}
