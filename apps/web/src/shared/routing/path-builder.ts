import type { ParamName } from './screens';

/** The query string, if any: `{ search: { client: id } }` → '?client=…'. */
type SearchArg = { search?: Record<string, string> };

type PathArgs<P> = [ParamName<P>] extends [never]
  ? [args?: SearchArg]
  : [args: Record<ParamName<P>, string> & SearchArg];

/**
 * The link builder of one address pattern: `path('/tabs/policies/view/:id')({ id })`. Every address has
 * one in app-path.generated.ts (the typed links, see ./app-path.ts): `appPath.policy({ id })` is '/tabs/policies/view/{id}'.
 */
export function path<P extends string>(pattern: P): (...args: PathArgs<P>) => string {
  const build = (args?: SearchArg & Record<string, unknown>) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(args?.[name] as string)) +
    (args?.search ? `?${new URLSearchParams(args.search)}` : '');
  return build as (...args: PathArgs<P>) => string;
}
