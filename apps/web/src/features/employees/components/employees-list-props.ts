import type { EmployeeListItem, EmployeeSortField, SortDirection } from '@vyplaty/contracts';

export type EmployeesSort = { field: EmployeeSortField; direction: SortDirection };

/** What the table (wide screens) and the cards (phones) both show and do. */
export type EmployeesListProps = {
  items: EmployeeListItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Selects every row of the page, or clears the selection when all are selected. */
  onToggleAll: () => void;
  sort: EmployeesSort;
  onSort: (sort: EmployeesSort) => void;
  /** Opens the contractor's drawer: their data, НПД and FNS state, requisites, former employment. */
  onOpen: (item: EmployeeListItem) => void;
  /** Opens the company's former-employment statement about the contractor (N5). */
  onFormerEmployment: (item: EmployeeListItem) => void;
};
