import { Box, Flex, Tabs, Text } from '@chakra-ui/react';
import { useMemo } from 'react';

import { currentApiBaseUrl } from '@/config';
import { useTranslation } from '@/i18n';

import { CopyButton } from './copy-button';
import { codeSnippets, SNIPPET_LANGUAGES, type SnippetModel, type SnippetRequest } from './snippets';

/**
 * Ready-to-run calls of the model (curl, Python with `requests`, JavaScript with the OpenAI SDK) and a copy
 * button each: the playground's current request once it has one, the defaults before.
 */
export function CodeSnippets({ model, request }: { model: SnippetModel; request?: SnippetRequest }) {
  const { t } = useTranslation();
  const snippets = useMemo(() => codeSnippets(model, currentApiBaseUrl(), request), [model, request]);
  return (
    <>
      <Text color="fg.muted" textStyle="sm" mb="4">
        {t('pages.models.snippets.intro')}
        {request && ` ${t('pages.models.snippets.fromPlayground')}`}
      </Text>
      <Tabs.Root defaultValue="curl" variant="enclosed" size="sm">
        <Tabs.List>
          {SNIPPET_LANGUAGES.map((language) => (
            <Tabs.Trigger key={language} value={language}>
              {t(`pages.models.snippets.languages.${language}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SNIPPET_LANGUAGES.map((language) => {
          const name = t(`pages.models.snippets.languages.${language}`);
          return (
            <Tabs.Content key={language} value={language}>
              <Flex justify="flex-end" mb="2">
                <CopyButton
                  text={snippets[language]}
                  label={t('pages.models.snippets.copy', { language: name })}
                />
              </Flex>
              <Box
                as="pre"
                aria-label={t('pages.models.snippets.label', { language: name })}
                tabIndex={0}
                p="4"
                rounded="md"
                bg="bg.subtle"
                borderWidth="1px"
                overflowX="auto"
                fontFamily="mono"
                textStyle="xs"
                lineHeight="tall"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              >
                <code>{snippets[language]}</code>
              </Box>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </>
  );
}
