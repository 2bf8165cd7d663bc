// Writes the Canvas's shipped template files from their generators
// (src/core/canvas/templates): src/web/features/canvas/templates/<id>-<model>.dtms.
// The files are generated, never edited by hand; a test fails when one
// differs from its generator. Run after changing a template.
// Usage: node scripts/canvas-templates.ts [--check]
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_IDS, TEMPLATE_MODELS, templateDocument, templateFileName } from '../src/core/canvas/index.ts';
import { serialiseDtms } from '../src/core/dtms/index.ts';

const folder = fileURLToPath(new URL('../src/web/features/canvas/templates/', import.meta.url));
const check = process.argv.includes('--check');

const wanted = new Map(TEMPLATE_IDS.flatMap((id) => TEMPLATE_MODELS.map((model) => [templateFileName(id, model), serialiseDtms(templateDocument(id, model))] as const)));
const present = readdirSync(folder).filter((name) => name.endsWith('.dtms'));
const read = (name: string) => {
  try {
    return readFileSync(`${folder}${name}`, 'utf8');
  } catch {
    return undefined;
  }
};

const differing = [...wanted].filter(([name, text]) => read(name) !== text).map(([name]) => name);
const stale = present.filter((name) => !wanted.has(name));

if (check) {
  for (const name of differing) console.log(`differs from its generator: ${name}`);
  for (const name of stale) console.log(`no generator: ${name}`);
  process.exitCode = differing.length + stale.length > 0 ? 1 : 0;
} else {
  for (const name of differing) writeFileSync(`${folder}${name}`, wanted.get(name) ?? '');
  for (const name of stale) rmSync(`${folder}${name}`);
  console.log(`${wanted.size} templates: ${differing.length} written, ${stale.length} removed.`);
}
