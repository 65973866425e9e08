import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled block of the settings page; the region is named by its heading. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="1" mb="5">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}
