import { Alert, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import type { ModelDetailAsRead } from '@/api/as-read';
import { useTranslation } from '@/i18n';

import type { EndpointStatus, ModelPrices } from '../catalogue';
import type { SnippetRequest } from '../snippets';
import { ApiKeyField } from './api-key-field';
import { ChatTest } from './chat-test';
import { EmbeddingTest } from './embedding-test';

/** The playground of a model (loaded lazily with the Test tab): chat or embedding, with an optional test key. */
export function ModelTest({
  model,
  prices,
  status,
  onSnippetRequest,
}: {
  model: ModelDetailAsRead;
  prices: ModelPrices | undefined;
  status: EndpointStatus;
  /** The playground's current request, for the code tab. */
  onSnippetRequest?: (request: SnippetRequest) => void;
}) {
  const { t } = useTranslation();
  const [apiKey, setApiKey] = useState('');
  return (
    <Stack gap="5">
      <Text color="fg.muted" textStyle="sm">
        {t('pages.models.test.intro')}
      </Text>
      {status.kind === 'down' && (
        <Alert.Root status="warning" size="sm" role="status">
          <Alert.Indicator />
          <Alert.Description>{t('pages.models.test.endpointDown')}</Alert.Description>
        </Alert.Root>
      )}
      <ApiKeyField value={apiKey} onChange={setApiKey} />
      {model.model_type === 'embedding' ? (
        <EmbeddingTest
          modelId={model.id}
          prices={prices}
          apiKey={apiKey}
          onSnippetRequest={onSnippetRequest}
        />
      ) : model.model_type === 'chat' ? (
        <ChatTest modelId={model.id} prices={prices} apiKey={apiKey} onSnippetRequest={onSnippetRequest} />
      ) : (
        <Text role="status" textStyle="sm" color="fg.muted">
          {t('pages.models.test.unknownType', { type: model.model_type })}
        </Text>
      )}
    </Stack>
  );
}
