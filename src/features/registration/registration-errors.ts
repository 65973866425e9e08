import { isApiError } from '@/api/api-error';
import { catalogueCodeOf, chooseErrorMessage, type Translate } from '@/api/errors';
import { REGISTRATION_RATE_LIMIT_LOCKOUT_MS, type WizardStep } from '@/config/constants';
import { formFieldForServerPath, type FormFieldPath } from './field-paths';
import { WIZARD_ERROR_ACTIONS, wizardStepForFieldPath } from './wizard-error-actions';

export type BannerTone = 'error' | 'success' | 'info';

/** The wizard's message banner (spec section 2): dismissible, green for successes, sign-in offer for existing accounts. */
export interface Banner {
  readonly message: string;
  readonly tone: BannerTone;
  /** VALIDATION_ERROR's field messages, shown as bullets under the message. */
  readonly issues?: readonly string[];
  readonly offerSignIn?: boolean;
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
  /** The existing-account errors bring back the email form (step 0) even when it is normally hidden. */
  readonly showAccountStep?: boolean;
}

export function outcomeForRegistrationError(
  error: unknown,
  t: Translate,
  context: { readonly email?: string } = {},
): ErrorOutcome {
  const message = chooseErrorMessage(error, t, context);
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
      return { banner: withSignIn };
    case 'go-to-step':
      return { banner: withSignIn, step: action.step };
    case 'reset-plan':
      return { banner: withSignIn, step: action.step, resetPlan: true };
    case 'offer-sign-in':
      return { banner: { ...withSignIn, offerSignIn: true }, step: 'account', showAccountStep: true };
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
      return {
        banner: {
          message: t('errors.fixTheseIssues'),
          tone: 'error',
          issues: issues.map((issue) => issue.message),
        },
        step: wizardStepForFieldPath(first.path),
        fieldErrors,
        focus: formFieldForServerPath(first.path),
      };
    }
  }
}
