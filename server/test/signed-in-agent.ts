import type { FastifyInstance } from 'fastify';
import { freshAgent, type TestAgent } from './app';
import { TEST_PASSWORD } from './factories';

/**
 * A TestAgent from a fresh address, signed in as the factory-built user with `email`; throws when
 * sign-in fails.
 */
export async function signedInAgent(app: FastifyInstance, email: string): Promise<TestAgent> {
  const agent = freshAgent(app);
  const reply = await agent.post('/json/auth/', { user: email, password: TEST_PASSWORD });
  if (reply.status !== 200) throw new Error(`Sign-in as ${email} failed: ${reply.status}`);
  return agent;
}
