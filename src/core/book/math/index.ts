// Equations (MathML) in a Book document: reading, checking, writing, text.

export { cleanMathAttributes, MATH_ARITY, MATH_ATTRIBUTE_NAMES, MATH_LAYOUT_TAGS, MATH_MAX_DEPTH, MATH_MAX_NODES, MATH_TOKEN_TAGS } from './allowList.ts';
export { cleanMathElement } from './cleanMath.ts';
export { mathText, mathTreeText } from './mathText.ts';
export { cleanTokenText, readMath } from './readMath.ts';
export { MATHML_NAMESPACE, mathToHtml } from './writeMath.ts';
