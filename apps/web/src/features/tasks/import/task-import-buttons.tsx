import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../components/lazy/lazy-component';
import type { TaskImportTarget } from './task-import-calls';

// The dialog (drop zone, progress, result) is downloaded when it is first opened.
const TaskImportDialog = lazyComponent(() => import('./task-import-dialog'), 'TaskImportDialog');

function ImportButton({ target, label }: { target: TaskImportTarget; label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onPointerEnter={TaskImportDialog.preload}
        onFocus={TaskImportDialog.preload}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        {label}
      </Button>
      {/* Kept mounted after the first opening, so closing plays its transition. */}
      {wasOpened && (
        <Suspense fallback={null}>
          <TaskImportDialog target={target} open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const TASKS: TaskImportTarget = { kind: 'TASKS' };

/** «Загрузить из Excel» on /tasks: DRAFT tasks from a filled template. */
export function TasksImportButton() {
  return <ImportButton target={TASKS} label="Загрузить из Excel" />;
}

/** «Исполнители из Excel» on /tasks/{id}: the task's contractors from a file, then «Пригласить». */
export function TaskContractorsImportButton({ taskId }: { taskId: string }) {
  return <ImportButton target={{ kind: 'CONTRACTORS', taskId }} label="Исполнители из Excel" />;
}
