type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS = 'textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=submit]):not([type=button])';
/** How long fields in parts of the page still loading their code are waited for. */
const WAIT_FOR_FIELDS_MS = 15_000;
const RETRY_MS = 100;

const isTextField = (target: EventTarget | null): target is TextField => target instanceof Element && target.matches(TEXT_FIELDS);

/**
 * React marks each element it has taken over with its props under a `__reactProps$…` key. A field in a
 * part of the page whose code is still loading is not taken over yet, and an input event on it is lost.
 */
const takenOver = (field: TextField) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

/**
 * Keeps what a player types into a server-rendered page before the page is taken over. React takes the
 * field's text as it finds it but not into its state, so the next render of the form would put the
 * state's empty value back. Call before hydrating; call the returned function once the page is
 * interactive: each field typed into is handed to React as an input event, as if typed now, as soon as
 * React has taken that field over.
 */
export function keepTypedBeforeTakeOver(root: HTMLElement): () => void {
  const typed = new Map<TextField, string>();
  const note = (field: TextField) => {
    if (field.value === field.defaultValue) typed.delete(field);
    else typed.set(field, field.value);
  };
  root.querySelectorAll<TextField>(TEXT_FIELDS).forEach(note);
  const onInput = (event: Event) => {
    if (isTextField(event.target) && !takenOver(event.target)) note(event.target);
  };
  root.addEventListener('input', onInput, true);

  const handOver = (giveUpAt: number) => {
    for (const [field, value] of typed) {
      if (!field.isConnected) typed.delete(field);
      else if (takenOver(field)) {
        typed.delete(field);
        handToReact(field, value);
      }
    }
    if (typed.size > 0 && Date.now() < giveUpAt) setTimeout(() => handOver(giveUpAt), RETRY_MS);
    else root.removeEventListener('input', onInput, true);
  };
  return () => handOver(Date.now() + WAIT_FOR_FIELDS_MS);
}

/**
 * React notices a change only against the value it last saw through the field's own `value` setter; the
 * prototype's setter goes around that record, so the input event below reads as a change to `value`.
 */
function handToReact(field: TextField, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = '';
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
