// The Canvas's ready-made templates: pure generators, one per template and
// display model, and the DTMS document each ships as.

export type { TemplateDefinition, TemplateId } from './catalogue.ts';
export { TEMPLATES, TEMPLATE_IDS, TEMPLATE_MODELS, templateDocument, templateFileName } from './catalogue.ts';
export { figureSide } from './figures.ts';
export { numberLineTicks } from './pageTemplates.ts';
