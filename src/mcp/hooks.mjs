// Readies Node for the MCP server (./cli.mts) and for what imports its modules (the tests, `npm run
// bench`: `node --import ./src/mcp/hooks.mjs …`). The server is TypeScript that Node runs as it is
// (type stripping, on by default from Node 22.18), and it imports the site's own search engine
// (src/plugins/search/engine), whose modules name each other without extensions, as the site's
// bundler allows: a resolve hook finds those files the way the bundler does.
import module from 'node:module';

if (typeof module.registerHooks !== 'function' || !process.features.typescript) {
  console.error(`chat-center-docs-mcp needs Node.js 22.18 or newer (it runs TypeScript as it is); this is Node ${process.version}.`);
  process.exit(1);
}

/** The site's sources: only their imports are looked up further. */
const SOURCES = new URL('../', import.meta.url).href;

/** A TypeScript file of the site is an ES module: said here, so that Node need not guess (and warn). */
const withFormat = (/** @type {{url: string, format?: string | null}} */ resolved) =>
  resolved.url.startsWith(SOURCES) && resolved.url.endsWith('.ts') ? {...resolved, format: 'module-typescript'} : resolved;

module.registerHooks({
  resolve(specifier, context, next) {
    try {
      return withFormat(next(specifier, context));
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (!context.parentURL?.startsWith(SOURCES) || (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT')) {
        throw error;
      }
      // `./text` → ./text.ts, `./client` → ./client/index.ts, `lunr-languages/lunr.ru` → lunr.ru.js.
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`, `${specifier}.js`]) {
        try {
          return withFormat(next(candidate, context));
        } catch {
          // the next candidate
        }
      }
      throw error;
    }
  },
});
