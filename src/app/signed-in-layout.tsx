import { useAuthState } from '@/features/auth/auth-status-query';
import { AppShell } from '@/features/shell/app-shell';

/** The signed-in app: the shell around the pages, with the signed-in user. */
export function SignedInLayout() {
  const state = useAuthState();
  const user = state.kind === 'signed-in' ? state.user : undefined;
  return <AppShell user={user} onSearch={() => undefined} />;
}
