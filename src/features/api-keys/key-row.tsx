import { memo } from 'react';

import type { ApiKey } from '@/api/generated/model';

import { datesOf, type Action, type RowTexts } from './key-row-texts';
import { columnClass } from './key-table-layout';

export interface KeyActions {
  onUsage: (key: ApiKey) => void;
  onRotate: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}

interface KeyRowProps extends KeyActions {
  apiKey: ApiKey;
  rowIndex: number;
  texts: RowTexts;
  iconPrefix: string;
}

/** One key. Plain elements styled by the table (cheap to mount while scrolling); text, never HTML. */
export const KeyRow = memo(function KeyRow({
  apiKey,
  rowIndex,
  texts,
  iconPrefix,
  onUsage,
  onRotate,
  onRevoke,
}: KeyRowProps) {
  const { name, description, prefix, active } = apiKey;
  const dates = datesOf(apiKey);
  const actions: { action: Action; label: string; run: (key: ApiKey) => void }[] = [
    { action: 'usage', label: texts.usageOf(name), run: onUsage },
    { action: 'rotate', label: texts.rotateKey(name), run: onRotate },
    { action: 'revoke', label: texts.revokeKey(name), run: onRevoke },
  ];
  return (
    <tr aria-rowindex={rowIndex} data-key-id={apiKey.id}>
      <td className="col-name" title={name}>
        <span className="key-name">{name}</span>
        <span className="key-sub">{`${prefix}… · ${dates.lastUsed ?? texts.neverUsed}`}</span>
      </td>
      <td className={columnClass('description')} title={description ?? undefined}>
        {description || texts.noDescription}
      </td>
      <td className={columnClass('prefix')}>{`${prefix}…`}</td>
      <td className={columnClass('created')}>{dates.created}</td>
      <td className={columnClass('lastUsed')}>{dates.lastUsed ?? texts.neverUsed}</td>
      <td className={columnClass('status')}>
        <span className="key-status" data-inactive={active ? undefined : ''}>
          {active ? texts.active : texts.inactive}
        </span>
      </td>
      <td className="col-actions">
        {actions.map(({ action, label, run }) => (
          <button
            key={action}
            type="button"
            className="key-action"
            data-danger={action === 'revoke' ? '' : undefined}
            aria-label={label}
            title={label}
            onClick={() => run(apiKey)}
          >
            <svg aria-hidden viewBox="0 0 24 24">
              <use href={`#${iconPrefix}-${action}`} />
            </svg>
          </button>
        ))}
      </td>
    </tr>
  );
});
