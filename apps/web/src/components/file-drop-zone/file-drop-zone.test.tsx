import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appTheme } from '../../theme/theme';
import { FileDropZone } from './file-drop-zone';

const MB = 1024 * 1024;

function renderZone(props: Partial<ComponentProps<typeof FileDropZone>> = {}) {
  const onFile = vi.fn();
  const view = render(
    <ThemeProvider theme={appTheme()}>
      <FileDropZone accept={['xlsx', 'xml']} maxSizeMb={5} onFile={onFile} {...props} />
    </ThemeProvider>,
  );
  const zone = () => view.container.querySelector<HTMLElement>('[data-drag-active]')!;
  const input = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onFile, zone, input };
}

function makeFile(name: string, sizeBytes = 1000): File {
  const file = new File(['x'], name);
  // A real 6 MB buffer is not needed: only the size is read.
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

function drop(target: HTMLElement, files: File[]) {
  fireEvent.drop(target, {
    dataTransfer: {
      files,
      items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
      types: ['Files'],
    },
  });
}

describe('file drop zone', () => {
  it('prompts with the formats and the size limit, 200 px high by default', () => {
    const { zone } = renderZone();
    expect(screen.getByText('Загрузите файл в формате .xlsx/.xml не более 5 Мб')).toBeInTheDocument();
    expect(zone()).toHaveStyle({ height: '200px' });
  });

  it('takes another height', () => {
    const { zone } = renderZone({ height: 120 });
    expect(zone()).toHaveStyle({ height: '120px' });
  });

  it('hands over a dropped file that passes the rules', async () => {
    const { onFile, zone } = renderZone();
    const file = makeFile('Реестр.XLSX', 5 * MB);
    drop(zone(), [file]);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(file));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses only the first of several dropped files', async () => {
    const { onFile, zone } = renderZone();
    const first = makeFile('первый.xml');
    drop(zone(), [first, makeFile('второй.xlsx')]);
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(onFile).toHaveBeenCalledWith(first);
  });

  it("refuses a file over the limit with 'Превышен максимальный размер файла'", async () => {
    const { onFile, zone } = renderZone();
    drop(zone(), [makeFile('реестр.xlsx', 5 * MB + 1)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Превышен максимальный размер файла');
    expect(onFile).not.toHaveBeenCalled();
  });

  it("refuses a format outside the list with 'Недопустимый формат файла'", async () => {
    const { onFile, zone } = renderZone();
    drop(zone(), [makeFile('реестр.csv')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Недопустимый формат файла');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('clears the error once a good file comes', async () => {
    const { onFile, zone } = renderZone();
    drop(zone(), [makeFile('реестр.csv')]);
    await screen.findByRole('alert');
    drop(zone(), [makeFile('реестр.xml')]);
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('highlights itself while a file is dragged over it', async () => {
    const { zone } = renderZone();
    expect(zone()).toHaveAttribute('data-drag-active', 'false');
    fireEvent.dragEnter(zone(), {
      dataTransfer: { items: [{ kind: 'file', type: '' }], types: ['Files'] },
    });
    await waitFor(() => expect(zone()).toHaveAttribute('data-drag-active', 'true'));
    expect(zone()).toHaveStyle({ borderColor: appTheme().palette.primary.main });

    fireEvent.dragLeave(zone(), { dataTransfer: { types: ['Files'] } });
    await waitFor(() => expect(zone()).toHaveAttribute('data-drag-active', 'false'));
  });

  it("'Выберите файл' opens the file dialog once, and the picked file is handed over", async () => {
    const { onFile, input } = renderZone();
    const openDialog = vi.spyOn(input(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Выберите файл' }));
    expect(openDialog).toHaveBeenCalledTimes(1);

    const file = makeFile('реестр.xml');
    await userEvent.upload(input(), file);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(file));
  });

  it('a click anywhere on the zone opens the file dialog too', async () => {
    const { zone, input } = renderZone();
    const openDialog = vi.spyOn(input(), 'click');
    await userEvent.click(zone());
    expect(openDialog).toHaveBeenCalledTimes(1);
  });

  it('while loading shows the progress instead of the prompt and takes no files', async () => {
    const { onFile, zone } = renderZone({ isLoading: true, progress: 42 });
    expect(screen.getByRole('progressbar', { name: 'Загрузка файла' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.queryByText(/^Загрузите файл/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выберите файл' })).not.toBeInTheDocument();

    drop(zone(), [makeFile('реестр.xlsx')]);
    // react-dropzone reads the dropped files asynchronously; give it time to (wrongly) hand one over.
    await new Promise((r) => setTimeout(r, 50));
    expect(onFile).not.toHaveBeenCalled();
  });
});
