import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths, type DocumentTypesResponse } from '@vyplaty/contracts';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http';
import { createQueryClient } from '../../lib/query-client';
import { pathOf, type StubHandler, stubAdapter } from '../../test/http-stub';
import { DocumentTypeTree } from './document-type-tree';

const SERVICE_ACT = { id: '0b6f5d0e-3c1a-4b7e-9a52-1f6c2d8e4a01', name: 'Акт оказанных услуг' };
const WORK_ACT = { id: '5d2c8a4f-7e19-4c3b-8f60-2a9b1e7d3c02', name: 'Акт выполненных работ' };
const SERVICE_CONTRACT = { id: '9e1a7b3c-2d48-4f5e-a6c7-8b0d9e2f1a03', name: 'Договор оказания услуг' };

const TYPES: DocumentTypesResponse = [
  { name: 'act', kinds: [SERVICE_ACT, WORK_ACT] },
  { name: 'contract', kinds: [SERVICE_CONTRACT] },
];

let originalAdapter: AxiosAdapter | undefined;
beforeEach(() => {
  originalAdapter = http.defaults.adapter as AxiosAdapter | undefined;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

function renderTree(api: StubHandler, selectedKindId?: string) {
  const adapter = stubAdapter(api);
  http.defaults.adapter = adapter;
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentTypeTree onSelect={onSelect} selectedKindId={selectedKindId} />
    </QueryClientProvider>,
  );
  return { adapter, onSelect };
}

const typeToggle = (title: string) => screen.getByRole('button', { name: title });

describe('document-type tree', () => {
  it("lists 'Акт' and 'Договор' folded, loaded from GET /v1/document/types", async () => {
    const { adapter } = renderTree(() => ({ status: 200, data: TYPES }));
    expect(await screen.findByRole('button', { name: 'Акт' })).toHaveAttribute('aria-expanded', 'false');
    expect(typeToggle('Договор')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Акт оказанных услуг')).not.toBeVisible();
    expect(adapter.calls.map((c) => [c.method, pathOf(c)])).toEqual([['get', apiPaths.documentTypes]]);
  });

  it('unfolds a type to its kinds; choosing a kind reports the type and the kind', async () => {
    const { onSelect } = renderTree(() => ({ status: 200, data: TYPES }));
    await userEvent.click(await screen.findByRole('button', { name: 'Акт' }));

    expect(typeToggle('Акт')).toHaveAttribute('aria-expanded', 'true');
    const actKinds = screen.getByRole('list', { name: 'Акт' });
    await waitFor(() => expect(within(actKinds).getByText('Акт выполненных работ')).toBeVisible());
    expect(
      within(actKinds)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Акт оказанных услуг', 'Акт выполненных работ']);
    expect(screen.getByText('Договор оказания услуг')).not.toBeVisible();

    await userEvent.click(within(actKinds).getByRole('button', { name: 'Акт выполненных работ' }));
    expect(onSelect).toHaveBeenCalledWith({ type: 'act', kind: WORK_ACT });

    await userEvent.click(typeToggle('Акт'));
    expect(typeToggle('Акт')).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with the chosen kind unfolded and marked', async () => {
    renderTree(() => ({ status: 200, data: TYPES }), SERVICE_CONTRACT.id);
    expect(await screen.findByRole('button', { name: 'Договор оказания услуг' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(typeToggle('Договор')).toHaveAttribute('aria-expanded', 'true');
    expect(typeToggle('Акт')).toHaveAttribute('aria-expanded', 'false');
  });

  it('still lists a type the API sent no kinds for, saying it has none', async () => {
    renderTree(() => ({ status: 200, data: [TYPES[0]] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Договор' }));
    expect(within(screen.getByRole('list', { name: 'Договор' })).getByText('Видов документов нет')).toBeInTheDocument();
  });

  it('shows a loader while the types are on their way', async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => {};
    const { adapter } = renderTree(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('progressbar', { name: 'Загрузка типов документов' })).toBeInTheDocument();

    await waitFor(() => expect(adapter.calls).toHaveLength(1));
    answer({ status: 200, data: TYPES });
    expect(await screen.findByRole('button', { name: 'Акт' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("a failure shows the retry panel; 'Повторить' loads the tree", async () => {
    let isApiDown = true;
    const { adapter } = renderTree(() => (isApiDown ? 'network-error' : { status: 200, data: TYPES }));
    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();

    isApiDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('button', { name: 'Договор' })).toBeInTheDocument();
    expect(screen.queryByText('Что-то пошло не так')).not.toBeInTheDocument();
    expect(adapter.calls).toHaveLength(2);
  });
});
