import { Badge, Box, ChakraProvider, defaultSystem, Heading, Table, Text } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The bench's floor: the least an app on this stack can be (React, TanStack Router and Query, Chakra's
 * default system), one page with a table of 50 rows. Every page's Lighthouse figures are read beside its.
 */

interface Row {
  readonly id: number;
  readonly name: string;
  readonly created: string;
  readonly active: boolean;
}

const ROWS: Row[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name: `Key ${i + 1}`,
  created: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  active: i % 7 !== 0,
}));

function Page() {
  const rows = useQuery({ queryKey: ['rows'], queryFn: () => Promise.resolve(ROWS) });
  return (
    <Box as="main" p="6" maxW="5xl" mx="auto">
      <Heading as="h1" size="2xl" mb="2">
        API keys
      </Heading>
      <Text color="fg.muted" mb="6">
        Create, rotate and revoke the keys your applications use.
      </Text>
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.data?.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell>{row.created}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={row.active ? 'green' : 'gray'}>
                  {row.active ? 'Active' : 'Revoked'}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const root = createRootRoute({ component: Outlet });
const router = createRouter({
  routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Page })]),
});
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
