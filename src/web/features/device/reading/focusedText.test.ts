import { afterEach, describe, expect, it } from 'vitest';
import { focusedDisplayText } from './focusedText.ts';

afterEach(() => document.body.replaceChildren());

function element<K extends keyof HTMLElementTagNameMap>(tag: K, change: (element: HTMLElementTagNameMap[K]) => void = () => undefined) {
  const created = document.createElement(tag);
  change(created);
  document.body.append(created);
  return created;
}

describe('focusedDisplayText', () => {
  it("takes a text field's value, trimmed", () => {
    expect(focusedDisplayText(element('textarea', (area) => (area.value = '  A map of the bay \n')))).toBe('A map of the bay');
    expect(focusedDisplayText(element('input', (input) => (input.value = 'Alt text')))).toBe('Alt text');
    expect(focusedDisplayText(element('input', (input) => ((input.type = 'search'), (input.value = 'bay'))))).toBe('bay');
  });

  it('takes no value of fields that are not text, and nothing from blank text or no element', () => {
    expect(focusedDisplayText(element('input', (input) => ((input.type = 'checkbox'), (input.value = 'on'))))).toBeUndefined();
    expect(focusedDisplayText(element('textarea', (area) => (area.value = ' \n\t ')))).toBeUndefined();
    expect(focusedDisplayText(element('button', (button) => (button.textContent = 'Save')))).toBeUndefined();
    expect(focusedDisplayText(null)).toBeUndefined();
  });

  it('takes the text of an element marked data-display-text, or the value the mark gives', () => {
    const marked = element('p', (p) => {
      p.dataset.displayText = '';
      p.innerHTML = '<span>A description</span>';
    });
    expect(focusedDisplayText(marked)).toBe('A description');
    expect(focusedDisplayText(marked.querySelector('span'))).toBe('A description');
    const given = element('div', (div) => {
      div.dataset.displayText = 'The text itself';
      div.textContent = 'Shown otherwise';
    });
    expect(focusedDisplayText(given)).toBe('The text itself');
  });
});
