import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { DisconnectedEmployee } from '@vyplaty/contracts';
import { Link } from 'react-router';
import { ExpandableSection } from '../../../components/expandable-section';
import { formatDate, formatPhone, joinPersonName } from '../../../lib/format';
import { useDisconnectedEmployees } from '../api/invite-disconnected-employees';

/** The invite form opened with this person filled in. */
export function reinvitePath(person: DisconnectedEmployee): string {
  const query = new URLSearchParams();
  query.set('phone', person.phone);
  if (person.inn) query.set('inn', person.inn);
  if (person.last_name) query.set('last_name', person.last_name);
  if (person.first_name) query.set('first_name', person.first_name);
  if (person.patronymic) query.set('patronymic', person.patronymic);
  if (person.kind) query.set('kind', person.kind);
  return `/employees/invite?${query.toString()}`;
}

/** Contractors the company disconnected; «Пригласить снова» opens the invite form for them. */
export function InviteDisconnectedList() {
  const disconnected = useDisconnectedEmployees({ page: 1, page_size: 100 });
  const items = disconnected.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ExpandableSection title={`Отключённые исполнители (${disconnected.data?.totalCount ?? items.length})`}>
      <List aria-label="Отключённые исполнители">
        {items.map((person) => (
          <ListItem
            key={person.employee_id}
            divider
            secondaryAction={
              <Button size="small" component={Link} to={reinvitePath(person)}>
                Пригласить снова
              </Button>
            }
          >
            <ListItemText
              primary={joinPersonName(person.last_name, person.first_name, person.patronymic) || 'ФИО не указано'}
              secondary={[
                formatPhone(person.phone),
                person.inn ? `ИНН ${person.inn}` : null,
                person.disconnected_at ? `отключён ${formatDate(person.disconnected_at)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {(disconnected.data?.totalCount ?? 0) > items.length && (
        <Typography color="text.secondary">Показаны последние 100</Typography>
      )}
    </ExpandableSection>
  );
}
