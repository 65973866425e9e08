import { cvcLength } from './card-rules';
import { FIELDS, type CardState, type Field } from './card-element-state';

/** Events that would not leave Stripe's iframe: stopped at the element so the page never sees card input. */
const CONTAINED_EVENTS = [
  'input',
  'change',
  'beforeinput',
  'keydown',
  'keyup',
  'keypress',
  'paste',
  'copy',
  'cut',
  'compositionstart',
  'compositionupdate',
  'compositionend',
] as const;

const LABELS: Record<Field, { label: string; placeholder: string; autocomplete: string }> = {
  number: { label: 'Card number', placeholder: 'Card number', autocomplete: 'cc-number' },
  expiry: { label: 'Expiration date', placeholder: 'MM / YY', autocomplete: 'cc-exp' },
  cvc: { label: 'Security code (CVC)', placeholder: 'CVC', autocomplete: 'cc-csc' },
};

const BRAND_MARKS: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'MC',
  amex: 'AMEX',
  discover: 'DISC',
  diners: 'DC',
  jcb: 'JCB',
  unionpay: 'UP',
};

const STRIPE_CLASSES = [
  'StripeElement',
  'StripeElement--empty',
  'StripeElement--complete',
  'StripeElement--invalid',
  'StripeElement--focus',
] as const;

let scopeCounter = 0;

function cardIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('fill', 'none');
  svg.setAttribute('stroke', 'currentColor');
  svg.setAttribute('stroke-width', '1.75');
  const body = doc.createElementNS('http://www.w3.org/2000/svg', 'rect');
  for (const [name, value] of Object.entries({ x: '2', y: '5', width: '20', height: '14', rx: '2' })) {
    body.setAttribute(name, value);
  }
  const stripe = doc.createElementNS('http://www.w3.org/2000/svg', 'line');
  for (const [name, value] of Object.entries({ x1: '2', y1: '10', x2: '22', y2: '10' })) {
    stripe.setAttribute(name, value);
  }
  svg.append(body, stripe);
  return svg;
}

export interface CardFields {
  root: HTMLDivElement;
  styleSheet: HTMLStyleElement;
  brandMark: HTMLSpanElement;
  inputs: Record<Field, HTMLInputElement>;
  /** Stops listening and takes the fields out of the host again. */
  detach: () => void;
}

export interface CardFieldEvents {
  input(field: Field, input: HTMLInputElement): void;
  focus(): void;
  blur(field: Field, input: HTMLInputElement): void;
  /** Focus entered the element. */
  focusIn(): void;
  /** Focus left the element (not a move between its own inputs). */
  focusOut(): void;
}

/** Puts the three inputs (card number, `MM / YY`, CVC) into `host` and listens to them. */
export function mountCardFields(host: HTMLElement, on: CardFieldEvents): CardFields {
  const doc = host.ownerDocument;
  scopeCounter += 1;
  const root = doc.createElement('div');
  root.className = `stand-in-card-${scopeCounter}`;
  root.dataset.standIn = 'card';
  // Too narrow for one row (a phone), expiry and CVC go to a row of their own under the number, so the
  // number is never cut off.
  root.style.cssText =
    'display:flex;flex-wrap:wrap;align-items:center;gap:0.5em 0.75em;width:100%;min-width:0;';
  const styleSheet = doc.createElement('style');
  const icon = doc.createElement('span');
  icon.dataset.part = 'icon';
  icon.setAttribute('aria-hidden', 'true');
  icon.style.cssText =
    'display:inline-flex;align-items:center;gap:0.25em;flex:none;font-size:0.7em;font-weight:700;letter-spacing:0.04em;';
  const brandMark = doc.createElement('span');
  icon.append(cardIcon(doc), brandMark);

  const makeInput = (field: Field, css: string) => {
    const input = doc.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.setAttribute('autocomplete', LABELS[field].autocomplete);
    input.placeholder = LABELS[field].placeholder;
    input.setAttribute('aria-label', LABELS[field].label);
    input.spellcheck = false;
    input.style.cssText = `border:0;outline:none;background:transparent;padding:0;margin:0;min-width:0;${css}`;
    return input;
  };
  const inputs: Record<Field, HTMLInputElement> = {
    // Room for the longest number as Stripe formats it (19 digits in groups of four).
    number: makeInput('number', 'flex:1 1 12em;'),
    expiry: makeInput('expiry', 'flex:0 0 5.5em;'),
    cvc: makeInput('cvc', 'flex:0 0 3.5em;'),
  };
  inputs.number.maxLength = 23;
  inputs.expiry.maxLength = 7;
  root.append(styleSheet, icon, inputs.number, inputs.expiry, inputs.cvc);
  host.append(root);

  const cleanups: Array<() => void> = [];
  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };
  for (const type of CONTAINED_EVENTS) listen(root, type, (event) => event.stopPropagation());
  for (const field of FIELDS) {
    const input = inputs[field];
    listen(input, 'input', () => on.input(field, input));
    listen(input, 'focus', () => on.focus());
    listen(input, 'blur', () => on.blur(field, input));
    listen(input, 'keydown', (event) => {
      // Enter stays inside, as in Stripe's iframe: it must not submit the page's form half-filled.
      if (event.key === 'Enter') event.preventDefault();
      // Backspace in an empty field goes back to the previous one.
      const previous = field === 'cvc' ? inputs.expiry : field === 'expiry' ? inputs.number : null;
      if (event.key === 'Backspace' && input.value === '' && previous) {
        event.preventDefault();
        previous.focus();
        previous.setSelectionRange(previous.value.length, previous.value.length);
      }
    });
  }
  listen(root, 'focusin', () => on.focusIn());
  listen(root, 'focusout', (event) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    on.focusOut();
  });

  const detach = () => {
    for (const cleanup of cleanups) cleanup();
    root.remove();
    host.classList.remove(...STRIPE_CLASSES);
  };
  return { root, styleSheet, brandMark, inputs, detach };
}

/** Shows `state` on the fields and on the host, with Stripe's class names. */
export function showCardState(host: HTMLElement, fields: CardFields, state: CardState, focused: boolean) {
  const { errorCode, empty, complete } = state;
  for (const field of FIELDS) fields.inputs[field].setAttribute('aria-invalid', String(state.invalid[field]));
  fields.inputs.cvc.maxLength = cvcLength(state.brand);
  fields.brandMark.textContent = BRAND_MARKS[state.brand] ?? '';
  const visualState = errorCode ? 'invalid' : complete ? 'complete' : empty ? 'empty' : 'incomplete';
  fields.root.dataset.state = visualState;
  const classes = host.classList;
  classes.add('StripeElement');
  classes.toggle('StripeElement--empty', empty);
  classes.toggle('StripeElement--complete', complete);
  classes.toggle('StripeElement--invalid', errorCode !== undefined);
  classes.toggle('StripeElement--focus', focused);
}
