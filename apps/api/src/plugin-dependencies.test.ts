import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, apiModulesOf, pluginsOf, type Registration, rootModulesOf } from './app';
import type { DatabaseHandle } from './db/client';
import { createMailer } from './plugins/mail';
import { TEST_JWT_SECRET, TEST_SETTINGS, testClock } from './test/context';
import { openTestDatabase } from './test/databases';

/**
 * Each plugin and module names, among its fastify-plugin dependencies, exactly the plugins whose decorators
 * it reads (`app.db`, `app.clock`, a scope's guard, `app.bodyCap` through its routes...). Each is built on a
 * bare server with only its declared dependencies registered (and theirs, which fastify-plugin needs);
 * every decorator of a plugin it does not name then throws when read, so a read at start-up fails the
 * build. Reads made per request (`app.clock()` in a handler) are found in its source.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

/**
 * Reads a plugin makes without naming the plugin they come from, because that one registers after it: each
 * with the reason it is safe. The test checks that the provider does register later (or may be absent).
 */
const LATE_READS: Record<string, { reader: string; why: string }> = {
  sendApp: { reader: 'errors', why: 'read per request, and absent when no web build is served' },
  routeTable: { reader: 'docs', why: 'read when the OpenAPI document is built, after start-up' },
};

interface Plugin {
  name: string;
  dependencies: string[];
  registration: Registration;
}

const metaOf = (registration: Registration) =>
  (registration.plugin as unknown as Record<symbol, { name: string; dependencies?: string[] }>)[
    Symbol.for('plugin-meta')
  ]!;

/** Every plugin and module, in the order the app registers them. */
function appPlugins(options: AppOptions): Plugin[] {
  return [...pluginsOf(options), ...rootModulesOf(options), ...apiModulesOf(options)].map((registration) => {
    const { name, dependencies = [] } = metaOf(registration);
    return { name, dependencies, registration };
  });
}

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /(?<!\.test)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The fastify-plugin options at the end of a plugin's file: its name. */
const pluginNameIn = (file: string) =>
  /\{\s*name:\s*'([^']+)'(?:,\s*dependencies:\s*\[[^\]]*\])?,?\s*\},?\s*\);?\s*$/.exec(
    readFileSync(file, 'utf8'),
  )?.[1];

/** Our plugins' and modules' source, by plugin name: a plugin's file, or a module's whole folder. */
function sourcesByName(): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const file of sourceFiles(path.join(SRC, 'plugins'))) {
    const name = pluginNameIn(file);
    if (name) sources.set(name, [file]);
  }
  for (const module of readdirSync(path.join(SRC, 'modules'))) {
    const folder = path.join(SRC, 'modules', module);
    const name = pluginNameIn(path.join(folder, 'index.ts'));
    if (name) sources.set(name, sourceFiles(folder));
  }
  return sources;
}

/** The decorators a source reads as `app.name`, comments left out. */
function readsIn(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [, name] of code.matchAll(/\bapp\.([A-Za-z_]\w*)/g)) names.add(name!);
  }
  return names;
}

const register = (app: FastifyInstance, { registration }: Plugin) =>
  app.register(registration.plugin, registration.options);

/** A bare server with the contracts' compilers, which every route needs (a setting, not a decorator). */
async function bareServer(plugins: Plugin[], withSchemas = true) {
  const app = Fastify();
  if (withSchemas) await register(app, plugins.find((plugin) => plugin.name === 'schemas')!);
  return app;
}

/** Which plugin adds which decorators, found by registering them all in the app's order. */
async function decoratorsByPlugin(plugins: Plugin[]): Promise<Map<string, string>> {
  const provider = new Map<string, string>();
  const app = await bareServer(plugins);
  try {
    for (const plugin of plugins) {
      if (plugin.name === 'schemas') continue;
      const before = new Set(Object.getOwnPropertyNames(app));
      await register(app, plugin);
      for (const name of Object.getOwnPropertyNames(app)) {
        if (!before.has(name)) provider.set(name, plugin.name);
      }
    }
    await app.ready();
  } finally {
    await app.close();
  }
  return provider;
}

/** The plugin's declared dependencies and all of theirs, in the app's order. */
function withTheirDependencies(plugin: Plugin, plugins: Plugin[]): Plugin[] {
  const byName = new Map(plugins.map((p) => [p.name, p]));
  const needed = new Set<string>();
  const add = (name: string) => {
    if (needed.has(name)) return;
    needed.add(name);
    for (const dependency of byName.get(name)?.dependencies ?? []) add(dependency);
  };
  for (const dependency of plugin.dependencies) add(dependency);
  return plugins.filter((p) => needed.has(p.name));
}

/**
 * Builds the plugin on a bare server with its dependencies; every decorator of a plugin it does not name
 * throws when read, and those of the ones it names are counted when read. Answers the plugins it read from
 * at start-up, and what went wrong.
 */
async function buildAlone(plugin: Plugin, plugins: Plugin[], provider: Map<string, string>) {
  const read = new Set<string>();
  const app = await bareServer(plugins, plugin.name !== 'schemas');
  try {
    for (const dependency of withTheirDependencies(plugin, plugins)) await register(app, dependency);
    for (const [name, from] of provider) {
      if (from === plugin.name) continue;
      const value: unknown = (app as unknown as Record<string, unknown>)[name];
      const named = plugin.dependencies.includes(from);
      Object.defineProperty(app, name, {
        configurable: true,
        get() {
          if (!named) {
            throw new Error(
              `${plugin.name} reads app.${name} without naming '${from}' among its dependencies`,
            );
          }
          read.add(from);
          return value;
        },
      });
    }
    await register(app, plugin);
    await app.ready();
    return { read, failure: null };
  } catch (error) {
    return { read, failure: (error as Error).message };
  } finally {
    await app.close();
  }
}

describe('plugin dependencies', () => {
  let database: DatabaseHandle;
  let plugins: Plugin[];
  let provider: Map<string, string>;
  const sources = sourcesByName();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const webRoot = mkdtempSync(path.join(tmpdir(), 'sextant-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<html><head></head><body>app</body></html>');
    plugins = appPlugins({
      database,
      jwtSecret: TEST_JWT_SECRET,
      settings: TEST_SETTINGS,
      publicUrl: 'https://portal.test',
      mailer: createMailer({ outboxDir: path.join(webRoot, 'outbox') }),
      webRoot,
      clock: testClock(),
    });
    provider = await decoratorsByPlugin(plugins);
  });
  afterAll(() => database?.close());

  it('finds every plugin and module of the app, each named once, and the decorators each adds', () => {
    const names = plugins.map((plugin) => plugin.name);
    expect(new Set(names).size).toBe(names.length);
    const ours = names.filter((name) => sources.has(name));
    expect(ours.length).toBe(sources.size);
    expect(ours).toEqual(expect.arrayContaining(['db', 'auth', 'web', 'auth-service', 'money', 'policies']));
    expect(provider.get('db')).toBe('db');
    expect(provider.get('clock')).toBe('clock');
    expect(provider.get('requireClient')).toBe('auth');
    expect(provider.get('auth')).toBe('auth-service');
  });

  it('leaves unnamed only reads of plugins that register later', () => {
    const order = plugins.map((plugin) => plugin.name);
    for (const [name, { reader }] of Object.entries(LATE_READS)) {
      const from = provider.get(name)!;
      expect(order.indexOf(from), `${name}: ${from} after ${reader}`).toBeGreaterThan(order.indexOf(reader));
    }
  });

  for (const name of [...sources.keys()].sort()) {
    it(`${name} names exactly the plugins whose decorators it reads`, async () => {
      const plugin = plugins.find((p) => p.name === name)!;
      const { read, failure } = await buildAlone(plugin, plugins, provider);
      expect(failure).toBeNull();
      for (const decorator of readsIn(sources.get(name)!)) {
        const from = provider.get(decorator);
        if (!from || from === name || LATE_READS[decorator]?.reader === name) continue;
        read.add(from);
      }
      expect(
        [...plugin.dependencies].sort(),
        `${name}: its dependencies, then the plugins it reads from`,
      ).toEqual([...read].sort());
    });
  }
});
