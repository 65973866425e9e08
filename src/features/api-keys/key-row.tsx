import { memo } from 'react';

import type { ApiKeyAsRead } from '@/api/as-read';

import { datesOf, type Action, type RowTexts } from './key-row-texts';
import { columnClass } from './key-table-layout';

export interface KeyActions {
  onUsage: (key: ApiKeyAsRead) => void;
  onRotate: (key: ApiKeyAsRead) => void;
  onRevoke: (key: ApiKeyAsRead) => void;
}

interface KeyRowProps extends KeyActions {
  apiKey: ApiKeyAsRead;
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
  const actions: { action: Action; label: string; run: (key: ApiKeyAsRead) => void }[] = [
    { action: 'usage', label: texts.usageOf(name), run: onUsage },
    { action: 'rotate', label: texts.rotateKey(name), run: onRotate },
    { action: 'revoke', label: texts.revokeKey(name), run: onRevoke },
  ];
  const lastUsed = dates.lastUsed ?? texts.neverUsed;
  // What the platform did not send shows as not given; a key whose state is unknown is neither.
  return (
    <tr aria-rowindex={rowIndex} data-key-id={apiKey.id}>
      <td className="col-name" title={name}>
        <span className="key-name">{name}</span>
        <span className="key-sub">{prefix ? `${prefix}… · ${lastUsed}` : lastUsed}</span>
      </td>
      <td className={columnClass('description')} title={description ?? undefined}>
        {description || texts.notGiven}
      </td>
      <td className={columnClass('prefix')}>{prefix ? `${prefix}…` : texts.notGiven}</td>
      <td className={columnClass('created')}>{dates.created || texts.notGiven}</td>
      <td className={columnClass('lastUsed')}>{lastUsed}</td>
      <td className={columnClass('status')}>
        {active === undefined ? (
          texts.notGiven
        ) : (
          <span className="key-status" data-inactive={active ? undefined : ''}>
            {active ? texts.active : texts.inactive}
          </span>
        )}
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
