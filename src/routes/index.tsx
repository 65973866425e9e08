import { createFileRoute } from '@tanstack/react-router';

import { WelcomeScreen } from '@/features/shell';

export const Route = createFileRoute('/')({
  component: WelcomeScreen,
});
