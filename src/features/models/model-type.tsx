import { Badge } from '@chakra-ui/react';
import { useTranslation } from '@/i18n';

import { isModelType, modelTypeLabel } from './models-search';

/** The model's type; nothing when the platform sent none. */
export function ModelTypeBadge({ type }: { type: string | undefined }) {
  const { t } = useTranslation();
  if (!type) return null;
  const palette = type === 'chat' ? 'brand' : isModelType(type) ? 'purple' : 'gray';
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {modelTypeLabel(t, type)}
    </Badge>
  );
}
