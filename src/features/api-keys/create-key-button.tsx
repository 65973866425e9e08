import { Button, type ButtonProps } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { Ref } from 'react';

import { useTranslation } from '@/i18n';

import { preloadCreateKeyDialog } from './load-key-dialogs';

/** "Create key": starts loading the dialog's code on hover or focus, so it is in by the click. */
export function CreateKeyButton(props: Omit<ButtonProps, 'children'> & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <Button onPointerEnter={preloadCreateKeyDialog} onFocus={preloadCreateKeyDialog} {...props}>
      <Plus aria-hidden />
      {t('pages.apiKeys.create')}
    </Button>
  );
}
