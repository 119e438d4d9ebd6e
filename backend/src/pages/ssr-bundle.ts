import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderSsrPage, ViteManifestChunk } from '@robo/domain';

/** The frontend build's server-rendering pieces: the page template, the chunk manifest and the render function. */
export interface SsrBundle {
  template: string;
  manifest: Record<string, ViteManifestChunk>;
  render: RenderSsrPage;
}

/**
 * Loads the server entry (`vite build --ssr`, frontend/src/app/entry-server.tsx) and the client
 * build it renders into. Undefined when either is missing (e.g. backend tests without a frontend
 * build): the pages then go out as the plain SPA index.html.
 */
export async function loadSsrBundle(distDir: string, serverEntry: string): Promise<SsrBundle | undefined> {
  const templatePath = join(distDir, 'index.html');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (![templatePath, manifestPath, serverEntry].every((path) => existsSync(path))) return undefined;
  const entry = (await import(pathToFileURL(serverEntry).href)) as { render?: RenderSsrPage };
  if (typeof entry.render !== 'function') throw new Error(`${serverEntry} exports no render function`);
  return {
    template: readFileSync(templatePath, 'utf8'),
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ViteManifestChunk>,
    render: entry.render,
  };
}
