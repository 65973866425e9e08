import { SignUpView, type SignUpIdentity } from '@/features/auth/sign-up-view';
import { RegistrationStart } from '@/features/registration/registration-start';
import { RegistrationWizard } from '@/features/registration/wizard/registration-wizard';

/** The auth dialog's sign-up view with registration's wizard and start: the two features meet only here. */
export function SignUp({ identity }: { identity?: SignUpIdentity }) {
  return <SignUpView identity={identity} Wizard={RegistrationWizard} Start={RegistrationStart} />;
}
