import { type AnyMethod, findMethod, type Resource, VERBS, VERBS_WITH_ID, type Verb } from './method';

/** An HTTP entry point of a method: the /json scheme's, or a route of its own (auth, /api). */
export interface Endpoint {
  httpMethod: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  spec: AnyMethod;
  /** The largest body it takes, in bytes, when not the app's (server/app.ts). */
  bodyLimit?: number;
}

/** Declare an endpoint outside the /json resource scheme. */
export function endpoint(
  httpMethod: Endpoint['httpMethod'],
  url: string,
  spec: AnyMethod,
  options: { bodyLimit?: number } = {},
): Endpoint {
  return { httpMethod, url, spec, ...options };
}

/** The URL of a resource method in the /json scheme (spec §7); `:id` where the row id goes. */
export function schemeUrl(resourceName: string, verb: Verb, name?: string): string {
  if (verb === 'create') return `/json/${resourceName}/create`;
  const base = `/json/${resourceName}/${verb}/${name}`;
  return VERBS_WITH_ID.includes(verb) ? `${base}/:id` : base;
}

/** Every endpoint of the resources' methods (multi/* excluded: they dispatch to these). */
export function schemeEndpoints(resources: readonly Resource[]): Endpoint[] {
  return resources.flatMap((resource) =>
    VERBS.flatMap((verb) => {
      const names = verb === 'create' ? [undefined] : Object.keys(resource.methods[verb] ?? {});
      return names.flatMap((name) => {
        const spec = findMethod(resource, verb, name);
        if (!spec) return [];
        const httpMethod = verb === 'read' || verb === 'lookup' ? 'GET' : 'POST';
        const limit = spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit };
        return [endpoint(httpMethod, schemeUrl(resource.name, verb, name), spec, limit)];
      });
    }),
  );
}
