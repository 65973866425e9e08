import type {
  StripeCardElementChangeEvent,
  StripeElementStyle,
  StripeElementStyleVariant,
} from '@stripe/stripe-js';

import {
  INCOMPLETE_CODES,
  CARD_VALIDATION_MESSAGES,
  cardBrand,
  checkCvc,
  checkExpiry,
  checkNumber,
  cvcLength,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  maxNumberLength,
  type CardValidationCode,
  type FieldCheck,
} from './card-rules';

/**
 * The stand-in's card element: what Stripe's CardElement is to the page, without an iframe. `mount(node)`
 * puts three plain inputs (card number, `MM / YY`, CVC) into the node and emits Stripe's events (`change`
 * with {elementType, empty, complete, brand, error}, `focus`, `blur`, `ready`). The card data lives only in
 * those inputs: the element object exposes Stripe's methods and nothing that reads them; only the stand-in's
 * `createPaymentMethod` does, through `readStandInCard`. Like an iframe, the inputs' events stop at the
 * element, so no handler of the page sees a keystroke; the inputs have no `name`, so no form data carries
 * them. The labels are the provider's (English, like Stripe's own).
 */

export interface StandInCardElementOptions {
  style?: StripeElementStyle;
  disabled?: boolean;
  /** Accepted for Stripe's sake; the stand-in never asks for a postal code. */
  hidePostalCode?: boolean;
  [option: string]: unknown;
}

type Field = 'number' | 'expiry' | 'cvc';
type Handler = (event?: unknown) => void;

export interface StandInCardElement {
  mount(domNode: HTMLElement | string): void;
  unmount(): void;
  destroy(): void;
  on(event: string, handler: Handler): StandInCardElement;
  once(event: string, handler: Handler): StandInCardElement;
  off(event: string, handler?: Handler): StandInCardElement;
  update(options: Partial<StandInCardElementOptions>): void;
  focus(): void;
  blur(): void;
  clear(): void;
}

/** The card as typed, for the stand-in's createPaymentMethod only. */
export interface StandInCardData {
  number: string;
  expiry: string;
  cvc: string;
  /** Marks every field as left, so the element shows what is missing (as Stripe does after a failed use). */
  revealErrors(): void;
}

const cardData = new WeakMap<object, () => StandInCardData | null>();

/** The card data of a mounted stand-in element, or null (not a stand-in element, not mounted, destroyed). */
export function readStandInCard(element: unknown): StandInCardData | null {
  if (typeof element !== 'object' || element === null) return null;
  return cardData.get(element)?.() ?? null;
}

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

const FIELDS: readonly Field[] = ['number', 'expiry', 'cvc'];

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

/** Stripe's style properties the stand-in applies (camelCase → CSS). */
const STYLE_PROPERTIES = [
  'color',
  'backgroundColor',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'letterSpacing',
  'lineHeight',
  'textAlign',
  'textDecoration',
  'textShadow',
  'textTransform',
] as const;

let scopeCounter = 0;

function cssDeclarations(
  variant: StripeElementStyleVariant | undefined,
  extra: Record<string, unknown> = {},
) {
  const source: Record<string, unknown> = { ...variant, ...extra };
  return STYLE_PROPERTIES.flatMap((property) => {
    const value = source[property];
    // Values come from our own options, but a stylesheet is built from them: refuse anything that could
    // close the rule.
    if (typeof value !== 'string' || /[;{}<>\\]/.test(value)) return [];
    return [`${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`];
  }).join(' ');
}

function iconColor(variant: StripeElementStyleVariant | undefined): string {
  const value = (variant as { iconColor?: unknown } | undefined)?.iconColor;
  return typeof value === 'string' && !/[;{}<>\\]/.test(value) ? `color: ${value};` : '';
}

function stylesheet(scope: string, style: StripeElementStyle = {}): string {
  const { base, invalid, complete, empty } = style;
  const rule = (selector: string, body: string) => (body ? `${selector} { ${body} }` : '');
  return [
    // The page's font and colour until the style says otherwise (inline styles would win over the options).
    `.${scope} input { font: inherit; color: inherit; }`,
    rule(`.${scope} input`, cssDeclarations(base)),
    rule(`.${scope} input::placeholder`, cssDeclarations(base?.['::placeholder'])),
    rule(`.${scope} input:focus`, cssDeclarations(base?.[':focus'])),
    rule(`.${scope} input:disabled`, cssDeclarations(base?.[':disabled'])),
    rule(`.${scope} [data-part="icon"]`, iconColor(base)),
    rule(`.${scope}[data-state="empty"] input`, cssDeclarations(empty)),
    rule(`.${scope}[data-state="complete"] input`, cssDeclarations(complete)),
    rule(`.${scope} input[aria-invalid="true"]`, cssDeclarations(invalid)),
    rule(`.${scope}[data-state="invalid"] [data-part="icon"]`, iconColor(invalid)),
  ]
    .filter(Boolean)
    .join('\n');
}

/** Puts the caret after the `digits`-th digit of `input`'s value. */
function placeCaret(input: HTMLInputElement, digits: number) {
  if (input.ownerDocument.activeElement !== input) return;
  let position = 0;
  let seen = 0;
  while (position < input.value.length && seen < digits) {
    if (/\d/.test(input.value.charAt(position))) seen += 1;
    position += 1;
  }
  input.setSelectionRange(position, position);
}

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

export function createStandInCardElement(
  initialOptions: StandInCardElementOptions | undefined,
  context: { now: () => Date; onDestroy: () => void },
): StandInCardElement {
  let options: StandInCardElementOptions = { ...initialOptions };
  const listeners = new Map<string, Set<Handler>>();
  let destroyed = false;
  let mounted: {
    host: HTMLElement;
    root: HTMLDivElement;
    styleSheet: HTMLStyleElement;
    brandMark: HTMLSpanElement;
    inputs: Record<Field, HTMLInputElement>;
    left: Record<Field, boolean>;
    focused: boolean;
    detach: () => void;
  } | null = null;
  let lastEmitted = '';

  const emit = (event: string, payload?: unknown) => {
    for (const handler of [...(listeners.get(event) ?? [])]) handler(payload);
  };

  const checks = (): Record<Field, FieldCheck> & { brand: ReturnType<typeof cardBrand> } => {
    const inputs = mounted?.inputs;
    const number = digitsOf(inputs?.number.value ?? '');
    const brand = cardBrand(number);
    return {
      brand,
      number: checkNumber(number),
      expiry: checkExpiry(inputs?.expiry.value ?? '', context.now()),
      cvc: checkCvc(inputs?.cvc.value ?? '', brand),
    };
  };

  /** An incomplete field counts as an error once it has been left, and while the user is elsewhere. */
  const isLeft = (field: Field) =>
    mounted !== null &&
    mounted.left[field] &&
    mounted.host.ownerDocument.activeElement !== mounted.inputs[field];

  /** The first error to show: an invalid field at once, an incomplete one once it has been left. */
  const shownError = (state: ReturnType<typeof checks>): CardValidationCode | undefined => {
    for (const field of FIELDS) {
      const check = state[field];
      if (check.status === 'invalid') return check.code;
      if (check.status === 'incomplete' && isLeft(field)) return INCOMPLETE_CODES[field];
    }
    return undefined;
  };

  const refresh = () => {
    if (!mounted) return;
    const state = checks();
    const errorCode = shownError(state);
    const empty = FIELDS.every((field) => state[field].status === 'empty');
    const complete = FIELDS.every((field) => state[field].status === 'complete');

    for (const field of FIELDS) {
      const check = state[field];
      const invalid = check.status === 'invalid' || (check.status === 'incomplete' && isLeft(field));
      mounted.inputs[field].setAttribute('aria-invalid', String(invalid));
    }
    mounted.inputs.cvc.maxLength = cvcLength(state.brand);
    mounted.brandMark.textContent = BRAND_MARKS[state.brand] ?? '';
    const visualState = errorCode ? 'invalid' : complete ? 'complete' : empty ? 'empty' : 'incomplete';
    mounted.root.dataset.state = visualState;
    const classes = mounted.host.classList;
    classes.add('StripeElement');
    classes.toggle('StripeElement--empty', empty);
    classes.toggle('StripeElement--complete', complete);
    classes.toggle('StripeElement--invalid', errorCode !== undefined);
    classes.toggle('StripeElement--focus', mounted.focused);

    const signature = JSON.stringify([empty, complete, state.brand, errorCode]);
    if (signature === lastEmitted) return;
    lastEmitted = signature;
    const change: StripeCardElementChangeEvent = {
      elementType: 'card',
      empty,
      complete,
      brand: state.brand,
      value: { postalCode: '' },
      error: errorCode && {
        type: 'validation_error',
        code: errorCode,
        message: CARD_VALIDATION_MESSAGES[errorCode],
      },
    };
    emit('change', change);
  };

  const applyOptions = () => {
    if (!mounted) return;
    mounted.styleSheet.textContent = stylesheet(mounted.root.className, options.style);
    for (const field of FIELDS) mounted.inputs[field].disabled = options.disabled === true;
  };

  const onInput = (field: Field, input: HTMLInputElement, inputs: Record<Field, HTMLInputElement>) => {
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const atEnd = caret >= raw.length;
    const digitsBefore = digitsOf(raw.slice(0, caret)).length;
    if (field === 'number') {
      const digits = digitsOf(raw);
      input.value = formatCardNumber(digits.slice(0, maxNumberLength(cardBrand(digits))));
      const brand = cardBrand(digitsOf(input.value));
      inputs.cvc.value = digitsOf(inputs.cvc.value).slice(0, cvcLength(brand));
    } else if (field === 'expiry') {
      input.value = formatExpiry(raw);
    } else {
      input.value = digitsOf(raw).slice(0, cvcLength(cardBrand(digitsOf(inputs.number.value))));
    }
    if (atEnd) input.setSelectionRange(input.value.length, input.value.length);
    else placeCaret(input, digitsBefore);
    refresh();
    // Like Stripe: a finished field moves on to the next one.
    const state = checks();
    if (atEnd && state[field].status === 'complete') {
      if (field === 'number') inputs.expiry.focus();
      else if (field === 'expiry') inputs.cvc.focus();
    }
  };

  const element: StandInCardElement = {
    mount(domNode) {
      if (destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
      if (mounted) throw new Error('This Element is already mounted. Use `unmount` to unmount the Element.');
      const host = typeof domNode === 'string' ? document.querySelector<HTMLElement>(domNode) : domNode;
      if (!host)
        throw new Error(`The selector you specified (${domNode as string}) applies to no DOM elements.`);
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
        listen(input, 'input', () => onInput(field, input, inputs));
        listen(input, 'focus', refresh);
        listen(input, 'blur', () => {
          if (mounted && input.value !== '') mounted.left[field] = true;
          refresh();
        });
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
      listen(root, 'focusin', () => {
        if (!mounted || mounted.focused) return;
        mounted.focused = true;
        refresh();
        emit('focus', { elementType: 'card' });
      });
      listen(root, 'focusout', (event) => {
        if (!mounted || (event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) return;
        mounted.focused = false;
        refresh();
        emit('blur', { elementType: 'card' });
      });

      mounted = {
        host,
        root,
        styleSheet,
        brandMark,
        inputs,
        left: { number: false, expiry: false, cvc: false },
        focused: false,
        detach: () => {
          for (const cleanup of cleanups) cleanup();
          root.remove();
          host.classList.remove(
            'StripeElement',
            'StripeElement--empty',
            'StripeElement--complete',
            'StripeElement--invalid',
            'StripeElement--focus',
          );
        },
      };
      lastEmitted = '';
      applyOptions();
      refresh();
      // Stripe's `ready` comes once the iframe has loaded, in a later task: by then react-stripe-js has
      // attached its listeners (in an effect after mounting the element).
      setTimeout(() => {
        if (mounted?.root === root) emit('ready', element);
      }, 0);
    },

    unmount() {
      mounted?.detach();
      mounted = null;
    },

    destroy() {
      if (destroyed) return;
      element.unmount();
      destroyed = true;
      listeners.clear();
      cardData.delete(element);
      context.onDestroy();
    },

    on(event, handler) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(handler);
      return element;
    },

    once(event, handler) {
      const wrapped: Handler = (payload) => {
        element.off(event, wrapped);
        handler(payload);
      };
      return element.on(event, wrapped);
    },

    off(event, handler) {
      if (handler) listeners.get(event)?.delete(handler);
      else listeners.delete(event);
      return element;
    },

    update(changes) {
      options = { ...options, ...changes };
      applyOptions();
    },

    focus() {
      mounted?.inputs.number.focus();
    },

    blur() {
      const active = mounted?.host.ownerDocument.activeElement;
      if (active instanceof HTMLElement && mounted?.root.contains(active)) active.blur();
    },

    clear() {
      if (!mounted) return;
      for (const field of FIELDS) {
        mounted.inputs[field].value = '';
        mounted.left[field] = false;
      }
      refresh();
    },
  };

  cardData.set(element, () => {
    if (!mounted) return null;
    const { inputs } = mounted;
    return {
      number: digitsOf(inputs.number.value),
      expiry: inputs.expiry.value,
      cvc: digitsOf(inputs.cvc.value),
      revealErrors: () => {
        if (!mounted) return;
        for (const field of FIELDS) mounted.left[field] = true;
        refresh();
      },
    };
  });

  return element;
}
