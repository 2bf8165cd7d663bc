// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusArrival } from './arrivalFocus.ts';

function page(withHeading: boolean) {
  document.body.innerHTML = `<a href="#x" id="elsewhere">x</a><main id="main-content" tabindex="-1">${withHeading ? '<h1 data-page-heading tabindex="-1">Now</h1>' : ''}</main>`;
  return document.getElementById('main-content') as HTMLElement;
}

function addHeading(main: HTMLElement, text = 'Later') {
  const heading = document.createElement('h1');
  heading.setAttribute('data-page-heading', '');
  heading.tabIndex = -1;
  heading.textContent = text;
  main.append(heading);
  return heading;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('focus on arrival', () => {
  it('goes to the heading when the page has one', () => {
    page(true);
    focusArrival(document);
    expect(document.activeElement).toHaveTextContent('Now');
  });

  it('goes to the main region, then to a heading that comes a moment later', async () => {
    const main = page(false);
    focusArrival(document);
    expect(document.activeElement).toBe(main);
    const heading = addHeading(main);
    await settle();
    expect(document.activeElement).toBe(heading);
  });

  it('leaves focus where the user took it meanwhile', async () => {
    const main = page(false);
    focusArrival(document);
    (document.getElementById('elsewhere') as HTMLElement).focus();
    addHeading(main);
    await settle();
    expect(document.activeElement).toBe(document.getElementById('elsewhere'));
  });

  it('stops waiting when told (the next navigation) and after its time', async () => {
    const main = page(false);
    focusArrival(document)();
    addHeading(main, 'Too late');
    await settle();
    expect(document.activeElement).toBe(main);

    vi.useFakeTimers();
    const other = page(false);
    focusArrival(document, 100);
    vi.advanceTimersByTime(101);
    vi.useRealTimers();
    addHeading(other);
    await settle();
    expect(document.activeElement).toBe(other);
  });
});
