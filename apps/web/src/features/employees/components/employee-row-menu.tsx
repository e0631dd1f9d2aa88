import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { EmployeeListItem } from '@vyplaty/contracts';
import { useState } from 'react';
import { icon } from '../../../components/icons';
import { employeeName } from './employees-labels';

const MoreVertIcon = icon(
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  'MoreVertIcon',
);

/** The ⋮ menu of one contractor: their card (the drawer) and the former-employment statement (N5). */
export function EmployeeRowMenu({
  item,
  onOpen,
  onFormerEmployment,
}: {
  item: EmployeeListItem;
  onOpen: (item: EmployeeListItem) => void;
  onFormerEmployment: (item: EmployeeListItem) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Действия с исполнителем: ${employeeName(item)}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onOpen(item);
          }}
        >
          Карточка исполнителя
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onFormerEmployment(item);
          }}
        >
          Трудовой договор
        </MenuItem>
      </Menu>
    </>
  );
}
