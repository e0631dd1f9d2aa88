import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Representative } from '@vyplaty/contracts';
import { useState } from 'react';
import { icon } from '../../../components/icons';
import { representativeName } from './representative-labels';

const MoreVertIcon = icon(
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  'MoreVertIcon',
);

/** What the table and the mobile cards share: the persons and what can be done with each. */
export type RepresentativeListProps = {
  persons: Representative[];
  /** The person's card: their data, trust documents, edit and delete (a click on the row does the same). */
  onOpen: (person: Representative) => void;
  onEdit: (person: Representative) => void;
  onDelete: (person: Representative) => void;
};

type RepresentativeActionsProps = Omit<RepresentativeListProps, 'persons'> & { person: Representative };

/** The ⋮ menu of one person: the card with the documents, edit, delete. */
export function RepresentativeActions({ person, onOpen, onEdit, onDelete }: RepresentativeActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: (person: Representative) => void) => () => {
    setAnchor(null);
    action(person);
  };
  return (
    <>
      <IconButton
        aria-label={`Действия: ${representativeName(person)}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onOpen)}>Карточка и документы</MenuItem>
        <MenuItem onClick={choose(onEdit)}>Изменить</MenuItem>
        <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
          Удалить
        </MenuItem>
      </Menu>
    </>
  );
}
