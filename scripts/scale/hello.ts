// The yardstick of `npm run bench`: a bare Fastify 5 "hello" route (no plugins, no logger), as its own process.
// With HELLO_PICTURE (a file), GET /picture sends its bytes from memory: the most any server could do for a picture.
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => 'hello world');
const picture = process.env.HELLO_PICTURE ? fs.readFileSync(process.env.HELLO_PICTURE) : undefined;
if (picture) app.get('/picture', (_request, reply) => void reply.type('image/webp').send(picture));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
