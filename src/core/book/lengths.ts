// CSS lengths as the model stores them (cell width and height, image width):
// a number and one of a few units. The table and image dialogs accept a bare
// number as pixels (spec §5: 'Try "10px" or "2em" or simply "2"').

const LENGTH = /^(\d{1,5}(?:\.\d{1,4})?)(px|em|rem|%|pt)$/;
const NUMBER = /^\d{1,5}(?:\.\d{1,4})?$/;

/** The length as stored (`12px`, `2em`, `50%`), or undefined when it is not one we accept. */
export function cleanLength(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim().toLowerCase();
  if (NUMBER.test(text)) return `${text}px`;
  return LENGTH.test(text) ? text : undefined;
}
