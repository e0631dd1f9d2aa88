import { SearchField } from '../../../components/search-field';

type EmployeesSearchFieldProps = {
  /** The search the list opened with (from its address). */
  initialText: string;
  onSearch: (text: string) => void;
};

/** Search by ФИО, phone or ИНН. */
export function EmployeesSearchField(props: EmployeesSearchFieldProps) {
  return <SearchField {...props} label="Поиск" placeholder="ФИО, телефон или ИНН" sx={{ minWidth: { sm: 280 } }} />;
}
