import type { StripeElementStyle, StripeElementStyleVariant } from '@stripe/stripe-js';

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

/** The card element's stylesheet for Stripe's `style` option, scoped to the element's class. */
export function stylesheet(scope: string, style: StripeElementStyle = {}): string {
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
