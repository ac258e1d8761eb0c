import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { usesSecureCookies } from '../config';
import { retryOnLostConnection } from '../db/retry';
import { sessionControl } from '../http/sessions';
import type { Hooks } from '../modules/hook';
import { AppError, REASONS } from './app-error';
import type { AppDeps, RequestContext } from './context';
import { parsePairs, type RawArgs } from './decode';
import { type Call, inTransactionIfWrite, runCall } from './invoke';
import { findMethod, type Resource } from './method';
import { type Endpoint, schemeEndpoints } from './registry';
import { SerializedResult } from './serialized-result';
import { validateArgs } from './validate';

/** The content type Fastify gives a serialised object. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Register the /json scheme of `resources`, its multi calls, and the other `endpoints`. */
export function registerRpc(
  app: FastifyInstance,
  deps: AppDeps,
  resources: readonly Resource[],
  endpoints: readonly Endpoint[],
  hooks: Hooks,
): void {
  // Form bodies stay strings here: they are decoded by each method's input schema.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  for (const { httpMethod, url, spec, bodyLimit } of [...schemeEndpoints(resources), ...endpoints]) {
    app.route({
      method: httpMethod,
      url,
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      handler: async (request, reply) => {
        const ctx = requestContext(request, reply, deps, hooks);
        const id = (request.params as { id?: string }).id;
        const call: Call = { ...argumentsOf(request), ...(id === undefined ? {} : { id }) };
        // A read that lost its database connection is asked once more; a write is not repeated (it
        // may have committed) and its caller gets the 503 envelope (server/http/errors.ts).
        if (httpMethod === 'GET') {
          const result = await retryOnLostConnection(() => runCall(deps.database.db, ctx, spec, call));
          if (!(result instanceof SerializedResult)) return { result };
          // The same bytes Fastify's JSON.stringify of `{ result }` gives, built without it.
          return reply.type(JSON_TYPE).send(result.envelope());
        }
        return {
          result: await inTransactionIfWrite(deps.database.db, true, [spec], (db) =>
            runCall(db, ctx, spec, call),
          ),
        };
      },
    });
  }

  for (const resource of resources) registerMultiCalls(app, deps, resource, hooks);
}

const MultiReadInput = z.object({
  methodsJSON: z
    .array(
      z.object({
        method: z.string().min(1),
        id: z.string().min(1),
        args: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1, { error: 'List at least one method.' })
    .max(50, { error: 'List at most 50 methods.' }),
});

const MultiCreateInput = z.object({
  creationData: z.union([
    z.record(z.string(), z.unknown()),
    z.array(z.record(z.string(), z.unknown())).min(1).max(50),
  ]),
  methodsJSON: z
    .array(z.object({ method: z.string().min(1), args: z.record(z.string(), z.unknown()).optional() }))
    .max(50)
    .optional()
    .default([]),
});

/**
 * multi/read runs several read methods in one request; multi/create creates one or more rows and
 * applies update methods to each, all in one transaction (spec §7: creationData and methodsJSON).
 */
function registerMultiCalls(app: FastifyInstance, deps: AppDeps, resource: Resource, hooks: Hooks): void {
  if (resource.methods.read) {
    app.get(`/json/${resource.name}/multi/read`, async (request, reply) => {
      const { methodsJSON } = parseWrapper(MultiReadInput, request);
      const ctx = requestContext(request, reply, deps, hooks);
      const result = [];
      for (const item of methodsJSON) {
        const spec = findMethod(resource, 'read', item.method);
        if (!spec) throw new AppError('unknown_method', `${REASONS.unknownMethod} (${item.method})`);
        const call = { args: item.args ?? {}, stringArgs: true, id: item.id };
        result.push(await retryOnLostConnection(() => runCall(deps.database.db, ctx, spec, call)));
      }
      return { result };
    });
  }
  const create = resource.methods.create;
  if (!create) return;
  app.post(`/json/${resource.name}/multi/create`, async (request, reply) => {
    const { creationData, methodsJSON } = parseWrapper(MultiCreateInput, request);
    const ctx = requestContext(request, reply, deps, hooks);
    const updates = methodsJSON.map((item) => {
      const spec = findMethod(resource, 'update', item.method);
      if (!spec) throw new AppError('unknown_method', `${REASONS.unknownMethod} (${item.method})`);
      return { spec, args: item.args ?? {} };
    });
    if (updates.length > 0 && !resource.idOf) {
      throw new AppError('bad_request', `Update methods cannot follow a ${resource.name} creation.`);
    }
    const creations = Array.isArray(creationData) ? creationData : [creationData];
    const specs = [create, ...updates.map((update) => update.spec)];
    const result = await inTransactionIfWrite(deps.database.db, true, specs, async (db) => {
      const results = [];
      for (const data of creations) {
        const created = await runCall(db, ctx, create, { args: data, stringArgs: true });
        const id = resource.idOf?.(created);
        const applied = [];
        for (const update of updates) {
          applied.push(await runCall(db, ctx, update.spec, { args: update.args, stringArgs: true, id }));
        }
        results.push({ created, updates: applied });
      }
      return results;
    });
    return { result };
  });
}

function parseWrapper<Schema extends z.ZodType>(schema: Schema, request: FastifyRequest): z.output<Schema> {
  const { args } = argumentsOf(request);
  const decoded = Object.fromEntries(
    Object.entries(args).map(([key, value]) => [
      key,
      typeof value === 'string' ? parseJsonArg(key, value) : value,
    ]),
  );
  return validateArgs(schema, decoded);
}

function parseJsonArg(key: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new AppError('invalid_input', `${key} must be JSON.`, { [key]: `${key} must be JSON.` });
  }
}

/** Arguments of a request: the query of a GET, else the form or JSON body. */
function argumentsOf(request: FastifyRequest): Call {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const queryStart = request.url.indexOf('?');
    return { args: queryStart === -1 ? {} : parsePairs(request.url.slice(queryStart + 1)), stringArgs: true };
  }
  const body = request.body;
  if (body === undefined || body === null || body === '') return { args: {}, stringArgs: false };
  if (typeof body === 'string') return { args: parsePairs(body), stringArgs: true };
  if (typeof body === 'object' && !Array.isArray(body)) return { args: body as RawArgs, stringArgs: false };
  throw new AppError('bad_request', 'The request body must be an object.');
}

/** The context of one request; signing in or out during it changes its actor. */
export function requestContext(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  hooks: Hooks,
): RequestContext {
  return new CallContext(request, reply, deps, hooks);
}

/**
 * A request's context as an object of a class: its methods are on the prototype, and the client's
 * address and the session control (which few methods use) are made when first asked for, not for
 * every request.
 */
class CallContext implements RequestContext {
  actor: RequestContext['actor'];
  #client: RequestContext['client'] | undefined;
  #session: RequestContext['session'] | undefined;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    readonly deps: AppDeps,
    readonly hooks: Hooks,
  ) {
    this.actor = request.actor;
  }

  get client(): RequestContext['client'] {
    this.#client ??= { ip: this.request.ip, userAgent: this.request.headers['user-agent'] ?? '' };
    return this.#client;
  }

  get session(): RequestContext['session'] {
    this.#session ??= sessionControl(this.request, this.reply, this.deps, (actor) => {
      this.actor = actor;
      this.request.actor = actor;
    });
    return this.#session;
  }

  issueCsrfToken(): string {
    return this.reply.ensureCsrfCookie(this.request);
  }

  get cookies(): RequestContext['cookies'] {
    const { request, reply, deps } = this;
    return {
      get: (name) => request.cookies[name],
      set: (name, value, maxAge) => {
        reply.setCookie(name, value, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: usesSecureCookies(deps.config),
          maxAge,
        });
      },
    };
  }
}
