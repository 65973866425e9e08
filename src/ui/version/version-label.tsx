import { Box, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';

import { currentVersionInfo } from '@/config/version';
import { useTranslation } from '@/i18n';

// Should its code not load, the label stays without a tooltip rather than failing the screen it is on.
const VersionTooltip = lazy(() => import('./version-tooltip').catch(() => ({ default: () => null })));

interface VersionLabelProps {
  /** Where the tooltip opens: below a label at the top of the screen, above one at its bottom. */
  placement?: 'top' | 'bottom';
  /** The tooltip's edge that lines up with the label: its centre, or its end near the screen's edge. */
  align?: 'center' | 'end';
}

/**
 * The compact version label shown on every screen (spec section 2): the version, a type badge when not
 * production, and a tooltip with the environment and build time. A button, so hover, keyboard focus and a
 * tap all show the tooltip; Escape, leaving it or moving focus away hide it. Its own small tooltip rather than Chakra's, whose state
 * machine the first screen's budget has no room for; it loads on the first showing.
 */
export function VersionLabel({ placement = 'top', align = 'center' }: VersionLabelProps) {
  const { t } = useTranslation();
  const info = currentVersionInfo();
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    hide();
  };
  const staging = info.versionType === 'staging';

  return (
    <Box position="relative" display="inline-flex" onMouseEnter={show} onMouseLeave={hide}>
      <chakra.button
        type="button"
        aria-describedby={open ? tooltipId : undefined}
        onFocus={show}
        onBlur={hide}
        onClick={show}
        onKeyDown={onKeyDown}
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        px="1"
        rounded="sm"
        fontSize="xs"
        color="fg.muted"
        _focusVisible={{ outline: '2px solid', outlineColor: 'fg.muted', outlineOffset: '2px' }}
      >
        v{info.version}
        {info.showTypeBadge && (
          <Box
            as="span"
            px="1.5"
            rounded="sm"
            fontWeight="semibold"
            bg={staging ? 'red.600' : 'bg.emphasized'}
            color={staging ? 'white' : 'fg'}
          >
            {t(`version.types.${info.versionType}`)}
          </Box>
        )}
      </chakra.button>
      {open && (
        <Suspense fallback={null}>
          <VersionTooltip id={tooltipId} info={info} placement={placement} align={align} />
        </Suspense>
      )}
    </Box>
  );
}
