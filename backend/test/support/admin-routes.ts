import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CSV_EXPORT } from '../../src/common/csv.js';

export interface AdminRoute {
  method: string;
  path: string;
  /** The export's name when the route answers a CSV download (`@CsvExport`, common/csv.ts). */
  csvExport: string | undefined;
}

/** Every route the app serves under /api/admin/, found from the controllers themselves. */
export function adminRoutes(app: NestFastifyApplication): AdminRoute[] {
  const routes: AdminRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const base: string = Reflect.getMetadata(PATH_METADATA, metatype) ?? '';
      for (const key of Object.getOwnPropertyNames(metatype.prototype).filter((k) => k !== 'constructor')) {
        const handler: unknown = Object.getOwnPropertyDescriptor(metatype.prototype, key)?.value;
        if (typeof handler !== 'function') continue;
        const path: string | undefined = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const full = `/${[base, path]
          .map((p) => p.replace(/^\/|\/$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const csvExport: string | undefined = Reflect.getMetadata(CSV_EXPORT, handler);
        if (full.startsWith('/api/admin/')) routes.push({ method, path: full, csvExport });
      }
    }
  }
  return routes;
}
