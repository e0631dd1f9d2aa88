import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { FilterScope } from '@vyplaty/contracts';

type Props = {
  /** The list's scope as the address holds it: only MY is kept, ALL is the list without it. */
  value: FilterScope | undefined;
  onChange: (scope: 'MY' | undefined) => void;
  /** «Все реестры», «Все документы»…: what ALL shows. */
  allLabel?: string;
  /** What the group is about, for a screen reader («Чьи реестры»). */
  label: string;
};

/**
 * «Все» / «Мои» over a company's list (SPEC §3 filter scope: MY — made by the caller's own login, ALL — the
 * whole company's). Pressing the pressed button keeps the choice (a group never ends with none pressed).
 */
export function ScopeToggle({ value, onChange, allLabel = 'Все', label }: Props) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value ?? 'ALL'}
      onChange={(_, scope: FilterScope | null) => scope && onChange(scope === 'MY' ? 'MY' : undefined)}
    >
      <ToggleButton value="ALL">{allLabel}</ToggleButton>
      <ToggleButton value="MY">Мои</ToggleButton>
    </ToggleButtonGroup>
  );
}
