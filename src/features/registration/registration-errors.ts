import { isApiError } from '@/api/api-error';
import { catalogueCodeOf, chooseErrorMessage } from '@/api/errors';
import { REGISTRATION_RATE_LIMIT_LOCKOUT_MS, WIZARD_STEPS, type WizardStep } from '@/config';
import { formFieldForServerPath, type FormFieldPath } from './field-paths';
import type { MessageKey, Translate } from './registration-form';
import { belongsToStep } from './step-validation';
import { WIZARD_ERROR_ACTIONS, wizardStepForFieldPath } from './wizard-error-actions';

export type BannerTone = 'error' | 'success' | 'info';

/** The wizard's message banner (spec section 2): dismissible, green for successes, sign-in offer for existing accounts. */
export interface Banner {
  readonly message: string;
  readonly tone: BannerTone;
  /** A line under the message, e.g. the plan a completed registration was made with. */
  readonly detail?: string;
  /** VALIDATION_ERROR's field messages, shown as bullets under the message. */
  readonly issues?: readonly string[];
  readonly offerSignIn?: boolean;
  /** The VAT number a lookup's verdict speaks for: the banner goes once the field holds another number. */
  readonly vatNumber?: string;
  /**
   * The account exists but billing is not set up (SUBSCRIPTION_FAILED): the banner offers support and the
   * way on to the console instead of a second registration, and stays until the user takes one.
   */
  readonly accountCreated?: boolean;
}

/** The banner rules of spec section 8, for a message whose kind the caller does not know. */
export function bannerFor(message: string, tone?: BannerTone): Banner {
  return {
    message,
    tone: tone ?? (/successfully|auto-filled/i.test(message) ? 'success' : 'error'),
    offerSignIn: /already exists|already registered/i.test(message),
  };
}

/** What the wizard does after a failed submit (spec section 8, column "Wizard action"). */
export interface ErrorOutcome {
  readonly banner: Banner;
  /** The step to show; undefined stays where the user is. */
  readonly step?: WizardStep;
  readonly resetPlan?: boolean;
  /** Server messages to show at their fields. */
  readonly fieldErrors?: Readonly<Partial<Record<FormFieldPath, string>>>;
  readonly focus?: FormFieldPath;
  /** Block submitting for this long. */
  readonly lockMs?: number;
  /** The card was declined (PAYMENT_FAILED): it is taken off the form, so step 3 asks for another. */
  readonly clearPaymentMethod?: boolean;
  /** The account was created, only billing failed (SUBSCRIPTION_FAILED): never submit it again. */
  readonly accountCreated?: boolean;
}

/** The codes about the VAT number: its field shows the message and gets focus. */
const VAT_CODES: ReadonlySet<string> = new Set([
  'INVALID_VAT_NUMBER',
  'MISSING_COUNTRY_CODE',
  'COMPANY_ALREADY_EXISTS',
]);

/** The step a server path belongs to: by its root (spec section 8), else by the form field it names. */
function stepForServerPath(path: string): WizardStep | undefined {
  const byRoot = wizardStepForFieldPath(path);
  if (byRoot) return byRoot;
  const field = formFieldForServerPath(path);
  return field ? WIZARD_STEPS.find((step) => belongsToStep(field, step)) : undefined;
}

export function outcomeForRegistrationError(
  error: unknown,
  t: Translate,
  context: { readonly email?: string } = {},
): ErrorOutcome {
  // The error catalogue names its keys by the server's codes (api/errors.ts), all of them catalogue keys.
  const message = chooseErrorMessage(error, (key, values) => t(key as MessageKey, values), context);
  const code = catalogueCodeOf(error);
  if (!isApiError(error) || code === undefined) {
    // "Other API failure": a code outside the catalogue (the server's message is kept), or anything that is
    // not an answer of the platform, e.g. a bug thrown on our side.
    return { banner: bannerFor(t('errors.registrationFailed', { message })) };
  }
  const action = WIZARD_ERROR_ACTIONS[code];
  const banner = bannerFor(message);
  const accountConflict = code === 'EMAIL_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS';
  const withSignIn = {
    ...banner,
    offerSignIn: banner.offerSignIn || accountConflict || code === 'COMPANY_ALREADY_EXISTS',
  };

  switch (action.type) {
    case 'none':
      if (code === 'SUBSCRIPTION_FAILED') {
        return { banner: { ...withSignIn, accountCreated: true }, accountCreated: true };
      }
      return { banner: withSignIn };
    case 'go-to-step': {
      if (VAT_CODES.has(code)) {
        const field = 'company.vatNumber';
        return { banner: withSignIn, step: action.step, fieldErrors: { [field]: message }, focus: field };
      }
      if (code === 'PAYMENT_FAILED') {
        return {
          banner: withSignIn,
          step: action.step,
          fieldErrors: { paymentMethod: message },
          clearPaymentMethod: true,
        };
      }
      return { banner: withSignIn, step: action.step };
    }
    case 'reset-plan':
      return { banner: withSignIn, step: action.step, resetPlan: true };
    case 'offer-sign-in':
      return { banner: { ...withSignIn, offerSignIn: true }, step: 'account' };
    case 'lock-submit':
      return {
        banner: withSignIn,
        lockMs: Math.max(REGISTRATION_RATE_LIMIT_LOCKOUT_MS, (error.retryAfterSeconds ?? 0) * 1000),
      };
    case 'show-field-errors': {
      const issues = error.fieldIssues;
      const [first] = issues;
      if (!first) return { banner: withSignIn };
      const fieldErrors: Partial<Record<FormFieldPath, string>> = {};
      for (const issue of issues) {
        const field = formFieldForServerPath(issue.path);
        if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
      }
      // The first path's root decides (spec section 8); a path of no known step does not stop the jump.
      const jumpBy = issues.find((issue) => stepForServerPath(issue.path) !== undefined) ?? first;
      return {
        banner: {
          message: t('errors.fixTheseIssues'),
          tone: 'error',
          issues: issues.map((issue) => issue.message),
        },
        step: stepForServerPath(jumpBy.path),
        fieldErrors,
        focus: formFieldForServerPath(jumpBy.path),
      };
    }
  }
}
