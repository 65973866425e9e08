import { HStack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { Info } from 'lucide-react';
import { useMemo, useRef } from 'react';

import { PROJECT_CREATION_SIMULATED_DELAY_MS } from '@/config';
import { useTranslation } from '@/i18n';
import { FormDialog, useAppForm } from '@/ui/form';

import {
  hasProjectName,
  NEW_PROJECT_DEFAULTS,
  newProjectSchema,
  PROJECT_ENVIRONMENTS,
  PROJECT_TEAMS,
} from './project-form';

interface NewProjectDialogBodyProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The New Project dialog (spec section 2), loaded lazily by `<NewProjectDialog />`. Creating a project
 * is only simulated: a 1.5 s wait, no server call, then the form resets and the dialog closes. While
 * that runs the dialog is busy: submit shows its progress and the dialog cannot be dismissed.
 */
export default function NewProjectDialogBody({ open, onOpenChange }: NewProjectDialogBodyProps) {
  const { t } = useTranslation();
  const nameRef = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => newProjectSchema(t('shell.newProject.nameRequired')), [t]);

  const form = useAppForm({
    defaultValues: NEW_PROJECT_DEFAULTS,
    validators: { onChange: schema },
    onSubmit: async ({ formApi }) => {
      await wait(PROJECT_CREATION_SIMULATED_DELAY_MS);
      formApi.reset();
      onOpenChange(false);
    },
  });
  const busy = useStore(form.store, (state) => state.isSubmitting);
  const name = useStore(form.store, (state) => state.values.name);

  const close = () => {
    if (busy) return;
    form.reset(); // every opening starts from an empty form
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('shell.newProject.title')}
      busy={busy}
      onSubmit={() => void form.handleSubmit()}
      cancelLabel={t('shell.newProject.cancel')}
      submitLabel={t('shell.newProject.submit')}
      submittingLabel={t('shell.newProject.submitting')}
      submitDisabled={!hasProjectName(name)}
      initialFocusEl={() => nameRef.current}
      unmountOnExit={false}
    >
      <form.AppField name="name">
        {(field) => (
          <field.TextField
            label={t('shell.newProject.name')}
            required
            disabled={busy}
            inputRef={nameRef}
            placeholder={t('shell.newProject.namePlaceholder')}
            autoComplete="off"
          />
        )}
      </form.AppField>
      <form.AppField name="team">
        {(field) => (
          <field.SelectField
            label={t('shell.newProject.team')}
            disabled={busy}
            options={PROJECT_TEAMS.map((team) => ({
              value: team,
              label: t(`shell.newProject.teams.${team}`),
            }))}
          />
        )}
      </form.AppField>
      <form.AppField name="environment">
        {(field) => (
          <field.SelectField
            label={t('shell.newProject.environment')}
            disabled={busy}
            options={PROJECT_ENVIRONMENTS.map((environment) => ({
              value: environment,
              label: t(`shell.newProject.environments.${environment}`),
            }))}
          />
        )}
      </form.AppField>
      <HStack align="flex-start" gap="3" p="3" rounded="md" bg="bg.muted" color="fg.muted">
        <Info aria-hidden size={16} style={{ flexShrink: 0, marginTop: '2px' }} />
        <Text fontSize="sm">{t('shell.newProject.note')}</Text>
      </HStack>
    </FormDialog>
  );
}
