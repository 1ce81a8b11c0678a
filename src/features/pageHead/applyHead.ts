import {LIST_TAGS, type Attributes, type HeadState} from './headStateUtils';

/** Marks what the head manager owns, as react-helmet-async does on the server. */
const MANAGED = 'data-rh';

/**
 * Sets the attributes of `<html>`, `<body>` or `<title>` to those asked for and
 * removes those it set before that are no longer asked for; the names it set
 * are kept in the element's `data-rh`.
 */
function updateAttributes(tagName: 'html' | 'body' | 'title', attributes: Attributes): void {
  const element = document.getElementsByTagName(tagName)[0];
  if (!element) {
    return;
  }
  const previous = (element.getAttribute(MANAGED) ?? '').split(',').filter(Boolean);
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = attributes[name] ?? '';
    if (element.getAttribute(name) !== value) {
      element.setAttribute(name, value);
    }
  }
  for (const name of previous) {
    if (!names.includes(name)) {
      element.removeAttribute(name);
    }
  }
  if (names.length === 0) {
    element.removeAttribute(MANAGED);
  } else if (element.getAttribute(MANAGED) !== names.join(',')) {
    element.setAttribute(MANAGED, names.join(','));
  }
}

/** Replaces the managed tags of one kind; a tag already there as asked for stays untouched. */
function updateTags(tagName: string, tags: Attributes[]): void {
  const stale = Array.from(document.head.querySelectorAll(`${tagName}[${MANAGED}]`));
  const added: HTMLElement[] = [];
  for (const tag of tags) {
    const element = document.createElement(tagName);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') {
        element.innerHTML = value;
      } else if (name === 'cssText') {
        element.appendChild(document.createTextNode(value));
      } else {
        element.setAttribute(name, value);
      }
    }
    element.setAttribute(MANAGED, 'true');
    const same = stale.findIndex((existing) => existing.isEqualNode(element));
    if (same === -1) {
      added.push(element);
    } else {
      stale.splice(same, 1);
    }
  }
  stale.forEach((element) => element.remove());
  added.forEach((element) => document.head.appendChild(element));
}

/** Brings the document's head, `<html>` and `<body>` attributes in line with the state. */
export function applyHead(state: HeadState): void {
  updateAttributes('html', state.htmlAttributes);
  updateAttributes('body', state.bodyAttributes);
  if (state.title !== undefined && document.title !== state.title) {
    document.title = state.title;
  }
  updateAttributes('title', state.titleAttributes);
  updateTags('base', state.base);
  for (const tagName of LIST_TAGS) {
    updateTags(tagName, state.tags[tagName]);
  }
}
