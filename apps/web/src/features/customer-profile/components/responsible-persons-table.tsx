import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RepresentativeActions, type RepresentativeListProps } from './representative-actions';
import { representativeContacts, representativeName, trustDocumentUntil } from './representative-labels';
import { RepresentativeStatusChip } from './representative-status-chip';

/** The company's responsible persons on a wide screen: ФИО, job title, contacts, status, the row menu. */
export function ResponsiblePersonsTable({ persons, ...actions }: RepresentativeListProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Ответственные лица">
        <TableHead>
          <TableRow>
            <TableCell>ФИО</TableCell>
            <TableCell>Должность</TableCell>
            <TableCell>Контакты</TableCell>
            <TableCell>Доверенность</TableCell>
            <TableCell padding="checkbox" aria-label="Действия" />
          </TableRow>
        </TableHead>
        <TableBody>
          {persons.map((person) => (
            <TableRow key={person.id}>
              <TableCell>
                <Link component="button" type="button" onClick={() => actions.onDocuments(person)}>
                  {representativeName(person)}
                </Link>
              </TableCell>
              <TableCell>{person.job_title}</TableCell>
              <TableCell>{representativeContacts(person)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <RepresentativeStatusChip status={person.status} />
                  {trustDocumentUntil(person) && (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {trustDocumentUntil(person)}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell padding="checkbox">
                <RepresentativeActions person={person} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
