import Fastify from 'fastify';

// The baseline: a bare Fastify hello-world, started in the same run as the platform.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ result: 'hello' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true });
