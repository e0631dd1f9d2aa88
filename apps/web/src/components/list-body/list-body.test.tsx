import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/viewport';
import { appTheme } from '../../theme/theme';
import { ListBody, type ListBodyPaging } from './list-body';

afterEach(() => vi.unstubAllGlobals());

type Query = Parameters<typeof ListBody>[0]['query'];

/** A list's query in one of its states, as useQuery reports it. */
function queryOf(state: Partial<Query>): Query {
  return {
    data: undefined,
    error: null,
    isError: false,
    isFetching: false,
    isPending: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...state,
  } as Query;
}

function pagingOf(state: Partial<ListBodyPaging>): ListBodyPaging {
  return { page: 1, pageSize: 20, pageSizes: [20, 50], setPage: vi.fn(), setPageSize: vi.fn(), ...state };
}

function renderBody(query: Query, count: number, paging?: ListBodyPaging) {
  return render(
    // The theme brings the pagination's Russian texts.
    <ThemeProvider theme={appTheme()}>
      <ListBody
        query={query}
        count={count}
        failureText="Не удалось загрузить выплаты"
        emptyText="Выплат пока нет."
        table={<p>таблица</p>}
        cards={<p>карточки</p>}
        paging={paging}
      />
    </ThemeProvider>,
  );
}

describe('the one list body', () => {
  it('shows the loader while the list is on its way', () => {
    renderBody(queryOf({ isPending: true }), 0);
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
  });

  it('shows the failure in the list’s words and asks again on «Повторить»', async () => {
    const query = queryOf({ isError: true, error: new Error('boom') });
    renderBody(query, 0);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить выплаты');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('says so when there is nothing', () => {
    renderBody(queryOf({ data: { items: [], totalCount: 0 } }), 0, pagingOf({}));
    expect(screen.getByText('Выплат пока нет.')).toBeInTheDocument();
    expect(screen.queryByText('таблица')).not.toBeInTheDocument();
  });

  it('is a table on a wide screen and cards on a phone, with the pages under it', async () => {
    const paging = pagingOf({});
    setViewportWidth(1280);
    const view = renderBody(queryOf({ data: {} }), 45, paging);
    expect(screen.getByText('таблица')).toBeInTheDocument();
    expect(screen.getByText('1–20 из 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти на следующую страницу' }));
    expect(paging.setPage).toHaveBeenCalledWith(2);
    view.unmount();

    setViewportWidth(375);
    renderBody(queryOf({ data: {} }), 45, paging);
    expect(screen.getByText('карточки')).toBeInTheDocument();
  });

  it('with one page size shows no pages while everything fits on one', () => {
    renderBody(queryOf({ data: {} }), 12, pagingOf({ pageSizes: [20] }));
    expect(screen.queryByText(/из 12/)).not.toBeInTheDocument();
  });

  it('steps back to the last page when the page asked for is past the end', () => {
    const paging = pagingOf({ page: 3 });
    renderBody(queryOf({ data: { items: [], totalCount: 25 } }), 25, paging);
    expect(paging.setPage).toHaveBeenCalledWith(2);
  });
});
