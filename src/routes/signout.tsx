import { createFileRoute } from '@tanstack/react-router';
import { SignOutScreen } from '@/features/auth/signout-screen';

export const Route = createFileRoute('/signout')({
  component: SignOutScreen,
});
