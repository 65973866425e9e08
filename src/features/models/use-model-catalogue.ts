import { useMemo } from 'react';

import { useListModels } from '@/api/generated/endpoints/models/models';
import { useHealth } from '@/api/health';

import { listedModels, type ListedModel } from './catalogue';

/**
 * The catalogue (`GET /v1/models`): only priced models, each with its endpoint's status from the health check
 * the console polls anyway (`chatEndpoints`). The health never blocks the list: until it answers, statuses
 * are unknown.
 */
export function useModelCatalogue() {
  const query = useListModels();
  const { data: health } = useHealth();
  const models: ListedModel[] = useMemo(
    () => listedModels(query.data?.data ?? [], health),
    [query.data, health],
  );
  return { query, models };
}
