import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';

import { ChunkErrorState, isChunkLoadError } from '@/ui/chunk-error';

import type { CardEntryLabels, CardEntryProps } from './card-entry';
import { loadPaymentProvider, paymentsSetup, type PaymentProvider } from './stripe-loader';

export interface LazyCardEntryLabels extends CardEntryLabels {
  /** While the card form and the provider load. */
  loading: string;
  /** They could not be loaded (offline). */
  loadFailed: string;
  /** In place of the form when this build has no usable card provider key. */
  notConfigured: string;
}

export type LazyCardEntryProps = Omit<CardEntryProps, 'stripe' | 'kind' | 'labels'> & {
  labels: LazyCardEntryLabels;
};

interface LoadedEntry {
  CardEntry: ComponentType<CardEntryProps>;
  provider: PaymentProvider;
}

/** The card entry's chunk and the provider, loaded together on first use; kept once loaded. */
let loadedEntry: LoadedEntry | null = null;

function loadCardEntry(): Promise<LoadedEntry> {
  return Promise.all([import('./card-entry'), loadPaymentProvider()]).then(([module, provider]) => {
    loadedEntry = { CardEntry: module.CardEntry, provider };
    return loadedEntry;
  });
}

type EntryState =
  | { status: 'not-configured' }
  | { status: 'loading' }
  /** `outdated`: the form's own code is gone (a new deploy), which only a reload mends. */
  | { status: 'failed'; outdated: boolean }
  | { status: 'ready'; entry: LoadedEntry };

function initialState(): EntryState {
  if (paymentsSetup().status === 'not-configured') return { status: 'not-configured' };
  return loadedEntry ? { status: 'ready', entry: loadedEntry } : { status: 'loading' };
}

/**
 * The card entry where it is shown: the card form's chunk and the card provider load on first showing (so
 * neither is in the chunk of the page or step that offers it), with a loading state and a retry. Without a
 * usable card provider it says so in place of the form, and loads nothing.
 */
export function LazyCardEntry({ labels, ...props }: LazyCardEntryProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EntryState>(initialState);
  const settled = state.status === 'ready' || state.status === 'not-configured';

  useEffect(() => {
    if (settled) return;
    let live = true;
    loadCardEntry().then(
      (entry) => live && setState({ status: 'ready', entry }),
      (error: unknown) => live && setState({ status: 'failed', outdated: isChunkLoadError(error) }),
    );
    return () => {
      live = false;
    };
  }, [settled, attempt]);

  if (state.status === 'not-configured') {
    return (
      <HStack role="alert" gap="2" align="start" px="3" py="2.5" rounded="l2" bg="bg.error" color="fg.error">
        <CircleAlert size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
        <Text textStyle="sm">{labels.notConfigured}</Text>
      </HStack>
    );
  }

  if (state.status === 'loading') {
    return (
      <HStack role="status" gap="2" minH="10" color="fg.muted">
        <Spinner size="sm" />
        <Text textStyle="sm">{labels.loading}</Text>
      </HStack>
    );
  }
  if (state.status === 'failed' && state.outdated) return <ChunkErrorState />;
  if (state.status === 'failed') {
    return (
      <Stack role="alert" gap="2" align="start">
        <Text color="fg.error" textStyle="sm">
          {labels.loadFailed}
        </Text>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {labels.retry}
        </Button>
      </Stack>
    );
  }
  const { CardEntry, provider } = state.entry;
  return (
    <CardEntry
      {...props}
      labels={labels}
      stripe={provider.stripe}
      kind={provider.kind}
      hintCards={provider.hintCards}
    />
  );
}
