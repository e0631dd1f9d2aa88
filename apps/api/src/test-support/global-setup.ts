import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TemplateRef } from './template-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateRef;
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate();
  project.provide('dbTemplate', template);
  return async () => {
    await dropTemplate(template);
    if (template.kind === 'pglite') await rm(template.dumpFile, { force: true });
  };
}
