import { SearchField } from '../../../components/search-field';

type Props = {
  /** The text the page opened with (from its address). */
  initialText: string;
  onSearch: (text: string) => void;
};

/** Rows whose reasons hold a text («ИНН», «лимит»). */
export function RowsErrorSearch(props: Props) {
  return (
    <SearchField {...props} label="Текст ошибки" placeholder="Например, ИНН или лимит" sx={{ maxWidth: { sm: 320 } }} />
  );
}
