// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FileFetchError } from '@/lib/files';
import { FetchedDocument } from './fetched-document';

afterEach(cleanup);

function Harness({ fetchDoc, retry }: { fetchDoc: () => Promise<string>; retry?: boolean }) {
  const query = useQuery({ queryKey: ['doc'], queryFn: fetchDoc, retry: false });
  return (
    <FetchedDocument
      query={query}
      pendingLabel="Fetching the file…"
      failedTitle="No file"
      fileFailed={(status) => `HTTP ${status}`}
      retry={retry}
    >
      {(text) => <p>{text}</p>}
    </FetchedDocument>
  );
}

function renderHarness(fetchDoc: () => Promise<string>, retry?: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness fetchDoc={fetchDoc} retry={retry} />
    </QueryClientProvider>,
  );
}

describe('FetchedDocument', () => {
  it('shows the pending label, then the document', async () => {
    renderHarness(() => Promise.resolve('Page one'));
    expect(screen.getByText('Fetching the file…')).toBeInTheDocument();
    expect(await screen.findByText('Page one')).toBeInTheDocument();
  });

  it('words a failed file URL with its status, and retries on request', async () => {
    let calls = 0;
    renderHarness(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new FileFetchError(410)) : Promise.resolve('Page one');
    }, true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No file');
    expect(alert).toHaveTextContent('HTTP 410');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Page one')).toBeInTheDocument();
  });

  it('offers no Retry unless asked, and words other errors generally', async () => {
    renderHarness(() => Promise.reject(new Error('boom')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
