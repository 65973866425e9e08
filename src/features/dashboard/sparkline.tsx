import { Box, Flex, VisuallyHidden } from '@chakra-ui/react';

import { formatCount, formatDay } from './format';

interface SparklineProps {
  /** The chart's name, also the caption of its table for screen readers. */
  title: string;
  dayLabel: string;
  valueLabel: string;
  days: readonly string[];
  values: readonly number[];
  height?: number;
}

const GAP = 0.2; // of a bar's slot

/**
 * A small bar chart of one value per day, in SVG (no chart library on the overview, the first page after
 * sign-in). Each bar names its day and value on hover; a visually hidden table carries the same numbers.
 */
export function Sparkline({ title, dayLabel, valueLabel, days, values, height = 80 }: SparklineProps) {
  const max = Math.max(1, ...values);
  const slot = 100 / Math.max(1, days.length);
  return (
    <Box as="figure" m="0">
      <Box asChild color="brand.solid" display="block" w="full" h={`${height}px`}>
        <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <line x1="0" x2="100" y1={height - 0.5} y2={height - 0.5} stroke="var(--chakra-colors-border)" />
          {days.map((day, index) => {
            const value = values[index] ?? 0;
            const barHeight = value === 0 ? 0 : Math.max(1.5, (value / max) * (height - 2));
            return (
              <rect
                key={day}
                x={index * slot + (slot * GAP) / 2}
                y={height - barHeight}
                width={slot * (1 - GAP)}
                height={barHeight}
                fill="currentColor"
                rx="0.4"
              >
                <title>{`${formatDay(day)}: ${formatCount(value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </Box>
      {days.length > 1 && (
        <Flex aria-hidden justify="space-between" mt="1" fontSize="xs" color="fg.muted">
          <span>{formatDay(days[0] ?? '')}</span>
          <span>{formatDay(days[days.length - 1] ?? '')}</span>
        </Flex>
      )}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{formatDay(day)}</th>
                <td>{formatCount(values[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
