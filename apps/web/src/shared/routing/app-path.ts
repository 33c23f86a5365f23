import { type ParamName, REDIRECTS, SCREENS } from './screens';

/** The query string, if any: `{ search: { client: id } }` → '?client=…'. */
interface SearchArg {
  search?: Record<string, string>;
}

type PathArgs<P> = [ParamName<P>] extends [never]
  ? [args?: SearchArg]
  : [args: Record<ParamName<P>, string> & SearchArg];

type Paths = { [K in keyof typeof SCREENS]: (typeof SCREENS)[K]['path'] } & typeof REDIRECTS;

/** Links build their addresses here: `appPath.policy({ id })` is '/tabs/policies/view/{id}'. */
export type AppPaths = {
  [K in keyof Paths as Paths[K] extends `/${string}` ? K : never]: (...args: PathArgs<Paths[K]>) => string;
};

type Args = SearchArg & { [param: string]: unknown };

function fill(pattern: string, { search, ...params }: Args = {}): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

const patterns: [string, string][] = [
  ...Object.entries(SCREENS).map(([id, screen]): [string, string] => [id, screen.path]),
  ...Object.entries(REDIRECTS),
];

const builders: Record<string, (...args: never[]) => string> = Object.fromEntries(
  patterns.map(([id, pattern]) => [id, (args?: Args) => fill(pattern, args)]),
);

export const appPath = builders as AppPaths;
