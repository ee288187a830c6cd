// The yardstick of `npm run bench`: a bare Fastify 5 "hello" route (no plugins, no logger), as its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => 'hello world');
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
