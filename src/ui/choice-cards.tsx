import { Box, Flex, Grid, Text, VisuallyHidden, type GridProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface ChoiceCardOption<Value extends string> {
  readonly value: Value;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** On the card's top edge, e.g. a "Recommended" badge. */
  readonly badge?: ReactNode;
  /** Anything below the description (price, credit, notes). */
  readonly children?: ReactNode;
}

interface ChoiceCardsProps<Value extends string> {
  /** The group's accessible name. */
  readonly label: string;
  readonly value: string;
  readonly options: readonly ChoiceCardOption<Value>[];
  readonly onChange: (value: Value) => void;
  readonly columns?: GridProps['templateColumns'];
  /** id of the first radio, so an error can focus the group. */
  readonly id?: string;
}

/**
 * A group of selectable cards made of native radio buttons: arrow keys move the choice, Tab enters and
 * leaves the group, and the checked card shows a brand border and a visible focus ring.
 */
export function ChoiceCards<Value extends string>({
  label,
  value,
  options,
  onChange,
  columns,
  id,
}: ChoiceCardsProps<Value>) {
  const name = useId();
  return (
    <Grid role="radiogroup" aria-label={label} gap="3" templateColumns={columns ?? '1fr'}>
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <Box
            as="label"
            key={option.value}
            data-checked={checked || undefined}
            position="relative"
            display="block"
            p="4"
            rounded="lg"
            borderWidth={checked ? '2px' : '1px'}
            borderColor={checked ? 'brand.solid' : 'border'}
            bg={checked ? 'brand.subtle' : 'bg.panel'}
            cursor="pointer"
            transition="border-color 0.15s, background 0.15s"
            _hover={{ borderColor: checked ? 'brand.solid' : 'border.emphasized' }}
            css={{
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'var(--chakra-colors-brand-solid)',
                outlineOffset: '2px',
              },
            }}
          >
            <VisuallyHidden asChild>
              <input
                type="radio"
                id={index === 0 ? id : undefined}
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
              />
            </VisuallyHidden>
            {option.badge && (
              <Box position="absolute" top="0" right="3" transform="translateY(-50%)">
                {option.badge}
              </Box>
            )}
            <Flex justify="space-between" align="start" gap="2">
              <Flex align="center" gap="2.5">
                <Box
                  aria-hidden
                  boxSize="4"
                  flexShrink="0"
                  rounded="full"
                  borderWidth={checked ? '5px' : '2px'}
                  borderColor={checked ? 'brand.solid' : 'border.emphasized'}
                  bg="bg.panel"
                />
                <Text fontWeight="semibold">{option.title}</Text>
              </Flex>
            </Flex>
            {option.description && (
              <Text mt="1" ps="6.5" fontSize="sm" color="fg.muted">
                {option.description}
              </Text>
            )}
            {option.children && (
              <Box mt="2" ps="6.5">
                {option.children}
              </Box>
            )}
          </Box>
        );
      })}
    </Grid>
  );
}
