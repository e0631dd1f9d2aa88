import type { Components, Theme } from '@mui/material/styles';

/**
 * Russian texts of the MUI components the app uses. MUI's own `ruRU` (@mui/material/locale) builds an
 * Intl.NumberFormat when its module is evaluated, and the first Intl object a page makes loads the ICU
 * locale data: tens of milliseconds on a slow phone, at startup, for a pagination label /login never
 * shows. The formatter here is made when a label is first drawn.
 */
let numberFormat: Intl.NumberFormat | null = null;
const formatNumber = (value: number): string => {
  if (!Number.isFinite(value)) return String(value);
  numberFormat ??= new Intl.NumberFormat('ru-RU');
  return numberFormat.format(value);
};

type PageButton = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis';

function pageButtonLabel(type: PageButton): string {
  if (type === 'first') return 'Перейти на первую страницу';
  if (type === 'last') return 'Перейти на последнюю страницу';
  if (type === 'next') return 'Перейти на следующую страницу';
  return 'Перейти на предыдущую страницу';
}

export const muiRuLocale: { components: Components<Theme> } = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Показать полный путь' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageButtonLabel,
        labelRowsPerPage: 'Строк на странице:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} из ${count !== -1 ? formatNumber(count) : `более чем ${formatNumber(to)}`}`,
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Очистить',
        closeText: 'Закрыть',
        loadingText: 'Загрузка…',
        noOptionsText: 'Нет доступных вариантов',
        openText: 'Открыть',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Закрыть' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Навигация по страницам',
        getItemAriaLabel: (type, page, selected) => {
          if (type !== 'page') return pageButtonLabel(type);
          return selected ? `${page} страница` : `Перейти на ${page} страницу`;
        },
      },
    },
  },
};
