import { Badge, Button, DataList, HStack, Text } from '@chakra-ui/react';
import { Columns3 } from 'lucide-react';
import type { ReactNode } from 'react';

import type { ModelDetailAsRead } from '@/api/as-read';
import { formatDate, formatNumber, useTranslation } from '@/i18n';

import type { EndpointStatus, ModelPrices } from './catalogue';
import { modelTypeLabel } from './models-search';
import { CopyButton } from './copy-button';
import { formatPrice } from './cost';
import { EndpointStatusLabel } from './endpoint-status';

interface ModelOverviewProps {
  model: ModelDetailAsRead;
  /** Both prices, from the model's answer or, when that has none, the catalogue's list. */
  prices: ModelPrices | undefined;
  status: EndpointStatus;
  onCompare?: () => void;
}

/** Everything `GET /v1/models/{id}` returns, as text (a name holding markup shows as written). */
export function ModelOverview({ model, prices, status, onCompare }: ModelOverviewProps) {
  const { t } = useTranslation();
  const price = (value: number | null | undefined) =>
    value == null
      ? t('pages.models.detail.notPriced')
      : t('pages.models.detail.perMillion', { price: formatPrice(value) });

  const rows: [label: string, value: ReactNode][] = [
    [
      t('pages.models.detail.fields.id'),
      <HStack key="id" gap="2" wrap="wrap">
        <Text as="span" fontFamily="mono" wordBreak="break-all">
          {model.id}
        </Text>
        <CopyButton text={model.id} label={t('pages.models.detail.copyId')} />
      </HStack>,
    ],
    [t('pages.models.detail.fields.endpoint'), <EndpointStatusLabel key="status" status={status} />],
    [t('pages.models.detail.fields.inputPrice'), price(prices?.input ?? model.pricing?.input)],
    [t('pages.models.detail.fields.outputPrice'), price(prices?.output ?? model.pricing?.output)],
  ];
  // A field the platform did not send is left out.
  const named: [label: string, value: string | undefined][] = [
    [t('pages.models.detail.fields.root'), model.root],
    [t('pages.models.detail.fields.ownedBy'), model.owned_by],
    [t('pages.models.detail.fields.type'), model.model_type && modelTypeLabel(t, model.model_type)],
  ];
  rows.splice(1, 0, ...named.filter(([, value]) => value));
  if (model.context_length !== undefined) {
    rows.push([
      t('pages.models.detail.fields.contextLength'),
      t('pages.models.detail.tokens', { value: formatNumber(model.context_length) }),
    ]);
  }
  if (model.dimensions !== undefined) {
    rows.push([t('pages.models.detail.fields.dimensions'), formatNumber(model.dimensions)]);
  }
  if (model.region) rows.push([t('pages.models.detail.fields.region'), model.region]);
  if (model.created !== undefined) {
    rows.push([t('pages.models.detail.fields.created'), formatDate(model.created * 1000)]);
  }
  if (model.tags && model.tags.length > 0) {
    rows.push([
      t('pages.models.detail.fields.tags'),
      <HStack key="tags" gap="1" wrap="wrap">
        {model.tags.map((tag) => (
          <Badge key={tag} variant="outline" size="sm">
            {tag}
          </Badge>
        ))}
      </HStack>,
    ]);
  }
  if (model.description) rows.push([t('pages.models.detail.fields.description'), model.description]);

  return (
    <>
      {!prices && (
        <Text color="fg.muted" textStyle="sm" mb="4">
          {t('pages.models.detail.notListed')}
        </Text>
      )}
      <DataList.Root orientation="horizontal" size="md" gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW={{ base: '28', sm: '36' }}>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {onCompare && model.model_type === 'chat' && (
        <Button mt="6" size="sm" variant="outline" onClick={onCompare}>
          <Columns3 aria-hidden />
          {t('pages.models.detail.compareWith')}
        </Button>
      )}
    </>
  );
}
