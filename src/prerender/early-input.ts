/** Inputs whose value is not text a visitor types (and a file input's cannot be set). */
const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'file',
  'hidden',
  'image',
  'radio',
  'reset',
  'submit',
]);

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The browser's own value setter, which React's change tracking does not watch. */
const browserValueSetter = (field: TextField) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/**
 * Gives the app the text a visitor typed into a prerendered page's fields before the app
 * had hydrated them. Hydration keeps the text on the screen but not in the app's state
 * (a controlled field's state starts from its rendered value), so the next render would
 * wipe it and a submit would find the field empty. Each field holding something other
 * than what was rendered gets its typing announced again, as the browser announces it.
 */
export function replayEarlyInput(root: ParentNode) {
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React reports a change only for a value other than the last one it saw, and it saw
    // the typed one at hydration: show it the rendered value first (through the field's
    // own setter, which it watches), then the typed one through the browser's.
    field.value = field.defaultValue;
    browserValueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
