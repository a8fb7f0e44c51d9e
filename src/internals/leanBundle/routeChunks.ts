import {readFileSync, writeFileSync} from 'node:fs';

/**
 * Lets each page's HTML list the chunks its route needs, so that the browser downloads them with
 * main.js instead of a round trip after it, and Docusaurus's entry finds them loaded.
 *
 * Docusaurus renders a page, collects the modules it rendered as the route registry names them
 * (their import requests, such as '@site/docs/start/whatis.md'), and asks the client manifest of
 * react-loadable-ssr-addon for their chunks. The manifest knows chunks by chunk name ('5e95c892'),
 * so the lookup finds nothing and every page listed runtime~main.js and main.js only. After the
 * manifest is written, this plugin adds each chunk group under the import requests that load it.
 * Works with webpack and Rspack, whose chunk groups both name their origins' requests.
 */
type ChunkGroup = {
  readonly origins: ReadonlyArray<{readonly request?: string | null}>;
  readonly chunks: ReadonlyArray<{readonly id?: string | number | null}>;
};
type Compilation = {readonly namedChunkGroups: ReadonlyMap<string, ChunkGroup>};
type Compiler = {hooks: {afterEmit: {tap(name: string, callback: (compilation: Compilation) => void): void}}};

type Manifest = {origins: Record<string, Array<string | number>>};

/** The manifest with every named chunk group also listed under the requests that import it. */
export function withRequestOrigins(manifest: Manifest, groups: Iterable<ChunkGroup>): Manifest {
  const origins = {...manifest.origins};
  for (const group of groups) {
    const chunks = group.chunks.flatMap((chunk) => (chunk.id == null ? [] : [String(chunk.id)]));
    for (const {request} of group.origins) {
      if (request && !(request in origins)) {
        origins[request] = chunks;
      }
    }
  }
  return {...manifest, origins};
}

export class RouteChunksPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('chat-center-route-chunks', (compilation) => {
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as Manifest;
      const updated = withRequestOrigins(manifest, compilation.namedChunkGroups.values());
      writeFileSync(this.manifestPath, JSON.stringify(updated));
    });
  }
}
