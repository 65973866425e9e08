import { Button, chakra, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, LogOut } from 'lucide-react';
import type { FormEvent } from 'react';
import type { WizardStep } from '@/config';
import { loginUrl } from '@/session/identity-urls';
import { failureShown, SignOutFailed, useSignOut } from '@/features/auth';
import { useTranslation } from '@/i18n';
import { STEP_TITLE_KEYS } from '../message-keys';
import { PaymentStep } from '../payment/payment-step';
import { AccountStep } from '../steps/account-step';
import { CompanyStep } from '../steps/company-step';
import { PlanStep } from '../steps/plan-step';
import { ReviewStep } from '../steps/review-step';
import { SessionEndedNotice } from './session-ended-notice';
import { StepIndicator } from './step-indicator';
import { STEP_HEADING_ID } from './step-navigation';
import { useRegistrationWizard, type RegistrationWizard as Wizard } from './use-registration-wizard';
import { fieldErrorText } from '@/ui/form';
import { WizardBanner } from './wizard-banner';
import type { WizardOptions } from './wizard-draft';
import { clearServerFieldError } from './wizard-form';

function StepBody({ wizard, step }: { readonly wizard: Wizard; readonly step: WizardStep }) {
  switch (step) {
    case 'account':
      return <AccountStep wizard={wizard} />;
    case 'company':
      return <CompanyStep wizard={wizard} />;
    case 'plan':
      return <PlanStep wizard={wizard} />;
    case 'payment':
      return (
        <wizard.form.Field name="paymentMethod">
          {(field) => (
            <PaymentStep
              value={field.state.value}
              onChange={(method) => {
                clearServerFieldError(wizard.form, 'paymentMethod');
                field.handleChange(method);
              }}
              // The server's word on the card (a decline) first, as on every other field.
              error={fieldErrorText(field.state.meta.errorMap.onServer) ?? wizard.stepErrors.paymentMethod}
            />
          )}
        </wizard.form.Field>
      );
    case 'review':
      return <ReviewStep wizard={wizard} />;
  }
}

/**
 * The five-step registration wizard (spec sections 2 to 5 and 8): the step indicator, the banner, the
 * current step, Back and Continue, and on the last step 'Complete Registration'.
 */
export function RegistrationWizard(options: WizardOptions) {
  const { t } = useTranslation();
  const wizard = useRegistrationWizard(options);
  // An identity signed in at the provider signs out before signing in with another account.
  const signOut = useSignOut('auth');
  const signOutFailure = failureShown(signOut.attempt);
  const { step, banner, isFirst, isLast } = wizard;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLast) void wizard.submit();
    else void wizard.continueFromStep();
  };

  const signInInstead = () => {
    if (options.identity) void signOut.start();
    else window.location.assign(loginUrl());
  };

  const completeDisabled =
    wizard.locked || wizard.sessionEnded || !wizard.values.terms.termsAccepted || wizard.lockSecondsLeft > 0;

  return (
    <Stack gap="6" w="full">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('auth.signUp.title')}
        </Heading>
        {options.identity && (
          <Flex align="center" gap="2" wrap="wrap" minW="0">
            {options.identity.email && (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {t('registration.access.signedInAs', { email: options.identity.email })}
              </Text>
            )}
            {/* The full sign-out of the auth page (back to the sign-in view), said in place if it fails; not
                while a registration is under way (its answer would land on no page). */}
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/signout" search={{ to: 'auth' }} disabled={wizard.submitting}>
                <LogOut aria-hidden />
                {t('registration.access.signOut')}
              </RouterLink>
            </Button>
          </Flex>
        )}
      </Flex>
      <StepIndicator steps={wizard.visibleSteps} current={step} />
      {wizard.sessionEnded && <SessionEndedNotice onSignIn={() => window.location.assign(loginUrl())} />}
      {banner && (
        <WizardBanner
          key={banner.id}
          banner={banner}
          onDismiss={wizard.dismissBanner}
          onSignInInstead={signInInstead}
          onContinueToConsole={wizard.continueToConsole}
        />
      )}
      {signOutFailure && (
        <SignOutFailed
          reason={signOutFailure.reason}
          retrying={signOutFailure.retrying}
          onRetry={() => void signOut.retry()}
          headingLevel="h2"
        />
      )}
      <chakra.form noValidate onSubmit={onSubmit} aria-labelledby={STEP_HEADING_ID}>
        <Stack gap="5">
          <Heading as="h2" size="lg" id={STEP_HEADING_ID} tabIndex={-1} outline="none">
            {t(STEP_TITLE_KEYS[step])}
          </Heading>
          {/* While registering (and once registered) nothing can change: every control of the step, its
              Edit links, the terms, Back and the final button are disabled at once. */}
          <chakra.fieldset disabled={wizard.locked} aria-busy={wizard.submitting} minW="0">
            <StepBody wizard={wizard} step={step} />
          </chakra.fieldset>
          <Flex gap="3" justify="space-between" pt="2" direction={{ base: 'column-reverse', sm: 'row' }}>
            {!isFirst ? (
              <Button type="button" variant="outline" onClick={wizard.back} disabled={wizard.locked}>
                <ArrowLeft aria-hidden />
                {t('registration.wizard.back')}
              </Button>
            ) : (
              <span />
            )}
            {isLast ? (
              <Button
                type="submit"
                colorPalette="brand"
                disabled={completeDisabled}
                aria-disabled={completeDisabled}
              >
                {wizard.submitting && <Spinner size="sm" />}
                {wizard.lockSecondsLeft > 0
                  ? t('registration.wizard.lockedFor', { seconds: wizard.lockSecondsLeft })
                  : wizard.submitting
                    ? t('registration.wizard.completing')
                    : t('registration.wizard.complete')}
              </Button>
            ) : (
              <Button type="submit" colorPalette="brand">
                {t('registration.wizard.continue')}
                <ArrowRight aria-hidden />
              </Button>
            )}
          </Flex>
        </Stack>
      </chakra.form>
      {/* Shown while there is no user (spec section 2), and only to a visitor: an identity still registering
          is told who is signed in and offered Sign out above, which is the way to another account; both at once
          read as a contradiction. */}
      {!options.identity && (
        <Text color="fg.muted">
          {t('auth.signUp.haveAccount')}{' '}
          <Link href={loginUrl()} color="brand.fg" fontWeight="semibold">
            {t('auth.signUp.signIn')}
          </Link>
        </Text>
      )}
    </Stack>
  );
}
