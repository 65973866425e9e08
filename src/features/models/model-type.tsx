import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/i18n';

import { isModelType, modelTypeLabel } from './models-search';

export function ModelTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation();
  const palette = type === 'chat' ? 'brand' : isModelType(type) ? 'purple' : 'gray';
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {modelTypeLabel(t, type)}
    </Badge>
  );
}
