import type { StripeElementStyle } from '@stripe/stripe-js';

import { mountCardFields, showCardState, type CardFields } from './card-element-fields';
import { reformatField } from './card-field-typing';
import { FIELDS, cardState, changeEvent, checkCard, type Field } from './card-element-state';
import { stylesheet } from './card-element-style';
import { cardData, typedCard } from './stand-in-card-data';

/**
 * What Stripe's CardElement is to the page, without an iframe: Stripe's methods and events, and no way to read
 * the card but the stand-in's own (stand-in-card-data.ts). Labels are the provider's English, like Stripe's.
 */

export interface StandInCardElementOptions {
  style?: StripeElementStyle;
  disabled?: boolean;
  /** Accepted for Stripe's sake; the stand-in never asks for a postal code. */
  hidePostalCode?: boolean;
  [option: string]: unknown;
}

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

export function createStandInCardElement(
  initialOptions: StandInCardElementOptions | undefined,
  context: { now: () => Date; onDestroy: () => void },
): StandInCardElement {
  let options: StandInCardElementOptions = { ...initialOptions };
  const listeners = new Map<string, Set<Handler>>();
  let destroyed = false;
  let mounted: (CardFields & { host: HTMLElement; left: Record<Field, boolean>; focused: boolean }) | null =
    null;
  let lastEmitted = '';

  const emit = (event: string, payload?: unknown) => {
    for (const handler of [...(listeners.get(event) ?? [])]) handler(payload);
  };

  const checks = () => checkCard(mounted?.inputs, context.now());

  /** An incomplete field counts as an error once it has been left, and while the user is elsewhere. */
  const isLeft = (field: Field) =>
    mounted !== null &&
    mounted.left[field] &&
    mounted.host.ownerDocument.activeElement !== mounted.inputs[field];

  const refresh = () => {
    if (!mounted) return;
    const state = cardState(checks(), isLeft);
    showCardState(mounted.host, mounted, state, mounted.focused);
    const signature = JSON.stringify([state.empty, state.complete, state.brand, state.errorCode]);
    if (signature === lastEmitted) return;
    lastEmitted = signature;
    emit('change', changeEvent(state));
  };

  const applyOptions = () => {
    if (!mounted) return;
    mounted.styleSheet.textContent = stylesheet(mounted.root.className, options.style);
    for (const field of FIELDS) mounted.inputs[field].disabled = options.disabled === true;
  };

  const onInput = (field: Field, input: HTMLInputElement) => {
    if (!mounted) return;
    const { inputs } = mounted;
    const atEnd = reformatField(field, input, inputs);
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
      const fields = mountCardFields(host, {
        input: onInput,
        focus: refresh,
        blur: (field, input) => {
          if (mounted && input.value !== '') mounted.left[field] = true;
          refresh();
        },
        focusIn: () => {
          if (!mounted || mounted.focused) return;
          mounted.focused = true;
          refresh();
          emit('focus', { elementType: 'card' });
        },
        focusOut: () => {
          if (!mounted) return;
          mounted.focused = false;
          refresh();
          emit('blur', { elementType: 'card' });
        },
      });
      mounted = { ...fields, host, left: { number: false, expiry: false, cvc: false }, focused: false };
      lastEmitted = '';
      applyOptions();
      refresh();
      // Stripe's `ready` comes once the iframe has loaded, in a later task: by then react-stripe-js has
      // attached its listeners (in an effect after mounting the element).
      setTimeout(() => {
        if (mounted?.root === fields.root) emit('ready', element);
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

  cardData.set(element, () =>
    mounted
      ? typedCard(mounted.inputs, () => {
          if (!mounted) return;
          for (const field of FIELDS) mounted.left[field] = true;
          refresh();
        })
      : null,
  );

  return element;
}
