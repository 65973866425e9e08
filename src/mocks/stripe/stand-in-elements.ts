import {
  createStandInCardElement,
  type StandInCardElement,
  type StandInCardElementOptions,
} from './stand-in-card-element';

export interface ElementsGroup {
  create(type: string, options?: StandInCardElementOptions): StandInCardElement;
  getElement(typeOrComponent: unknown): StandInCardElement | null;
  update(options: unknown): void;
}

/** react-stripe-js's element components carry their type as `__elementType`. */
function elementType(typeOrComponent: unknown): unknown {
  if (typeof typeOrComponent === 'string') return typeOrComponent;
  if ((typeof typeOrComponent === 'function' || typeof typeOrComponent === 'object') && typeOrComponent) {
    return (typeOrComponent as { __elementType?: unknown }).__elementType;
  }
  return undefined;
}

/** `stripe.elements()`: a group holding at most one card element. */
export function createElementsGroup(now: () => Date): ElementsGroup {
  let card: StandInCardElement | null = null;
  return {
    create(type, options) {
      if (type !== 'card')
        throw new Error(`The card provider stand-in has no "${type}" Element; only "card".`);
      if (card) throw new Error('Can only create one Element of type card.');
      const created = createStandInCardElement(options, {
        now,
        onDestroy: () => {
          if (card === created) card = null;
        },
      });
      card = created;
      return created;
    },
    getElement: (typeOrComponent) => (elementType(typeOrComponent) === 'card' ? card : null),
    update: () => {},
  };
}
