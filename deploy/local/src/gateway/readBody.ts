import type { IncomingMessage } from 'node:http';

export const BODY_LIMIT = 1024 * 1024;

/** The whole request body, or null once it passes `limit` bytes (the caller answers 413). */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
