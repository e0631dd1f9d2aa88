import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { MouseEvent, ReactNode } from 'react';
import { isFromInsideControl } from './row-click';

type Direction = 'ASC' | 'DESC';
export type TableSort<F extends string> = { field: F; direction: Direction };

export type DataTableColumn<T, F extends string = never> = {
  id: string;
  /** The header: a text, or a control such as «select all». */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /**
   * Priority: the column shows only while the table itself is at least this wide (px); narrower, it
   * folds away and its data is read in the row's drawer. Columns without it always show.
   */
  minTableWidth?: number;
  /** Sorted on the server by this field; the first click sorts in `firstDirection`, the next reverses. */
  sortField?: F;
  firstDirection?: Direction;
  /** Checkboxes and ⋮ menus: the narrow MUI cell. */
  isControl?: boolean;
  /** Digits and dates: aligned figures, never wrapped. */
  isFigure?: boolean;
};

type DataTableProps<T, F extends string> = {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly DataTableColumn<T, F>[];
  sort?: TableSort<F>;
  onSort?: (sort: TableSort<F>) => void;
  /** A click anywhere on a row but its own controls opens the row (its drawer). */
  onOpenRow?: (row: T) => void;
  isRowSelected?: (row: T) => boolean;
};

const FIGURE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Hidden by default, shown by a container query on the table's wrapper: pure CSS, no measuring. */
const foldSx = (minTableWidth?: number) =>
  minTableWidth === undefined
    ? {}
    : { display: 'none', [`@container data-table (min-width: ${minTableWidth}px)`]: { display: 'table-cell' } };

function SortLabel<F extends string>({
  column,
  sort,
  onSort,
}: {
  column: DataTableColumn<unknown, F> & { sortField: F };
  sort: TableSort<F>;
  onSort: (sort: TableSort<F>) => void;
}) {
  const first = column.firstDirection ?? 'ASC';
  const isActive = sort.field === column.sortField;
  const shown = isActive ? sort.direction : first;
  const next = isActive ? (sort.direction === 'ASC' ? 'DESC' : 'ASC') : first;
  return (
    <TableSortLabel
      active={isActive}
      direction={shown === 'ASC' ? 'asc' : 'desc'}
      onClick={() => onSort({ field: column.sortField, direction: next })}
    >
      {column.header}
    </TableSortLabel>
  );
}

/**
 * The one table of lists: it never scrolls sideways — cells wrap, and lower-priority columns fold away
 * as the table narrows (`minTableWidth`), their data staying in the row's drawer. A row opens on a
 * click; its checkbox, buttons and menus keep their own clicks. Phones get cards instead (`DataCards`).
 */
export function DataTable<T, F extends string = never>({
  label,
  rows,
  rowKey,
  columns,
  sort,
  onSort,
  onOpenRow,
  isRowSelected,
}: DataTableProps<T, F>) {
  const openFrom = (row: T) => (event: MouseEvent<HTMLElement>) => {
    if (onOpenRow && !isFromInsideControl(event)) onOpenRow(row);
  };
  return (
    <div style={{ containerType: 'inline-size', containerName: 'data-table', width: '100%' }}>
      <Table size="small" aria-label={label} sx={{ width: '100%' }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                padding={column.isControl ? 'checkbox' : 'normal'}
                sortDirection={
                  sort && column.sortField === sort.field ? (sort.direction === 'ASC' ? 'asc' : 'desc') : false
                }
                sx={foldSx(column.minTableWidth)}
              >
                {column.sortField !== undefined && sort && onSort ? (
                  <SortLabel
                    column={column as DataTableColumn<unknown, F> & { sortField: F }}
                    sort={sort}
                    onSort={onSort}
                  />
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              selected={isRowSelected?.(row) ?? false}
              onClick={onOpenRow ? openFrom(row) : undefined}
              sx={onOpenRow ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  padding={column.isControl ? 'checkbox' : 'normal'}
                  sx={{ ...(column.isFigure ? FIGURE : {}), ...foldSx(column.minTableWidth) }}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
