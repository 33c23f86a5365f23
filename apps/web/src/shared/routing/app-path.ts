/** The typed links, one per address of the screen manifest: `appPath.policy({ id })`. */
export * as appPath from './app-path.generated';
