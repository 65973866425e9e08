import { Box, type BoxProps } from '@chakra-ui/react';

const STARS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  return { cx: 16 + 8.5 * Math.sin(angle), cy: 16 - 8.5 * Math.cos(angle) };
});

/** The console's mark: a ring of twelve stars on EU blue (same drawing as public/favicon.svg). */
export function BrandMark(props: BoxProps) {
  return (
    <Box asChild boxSize="8" flexShrink={0} {...props}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#2550d6" />
        <g fill="#facc15">
          {STARS.map(({ cx, cy }) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" />
          ))}
        </g>
      </svg>
    </Box>
  );
}
