import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';
import { PageLoader } from './page-loader';

describe('loader', () => {
  it("is announced as a progress bar labelled 'Загрузка…'", () => {
    render(<Loader />);
    expect(screen.getByRole('progressbar', { name: 'Загрузка…' })).toBeInTheDocument();
  });

  it('carries the label it is given', () => {
    render(<Loader label="Загрузка уведомлений" />);
    expect(screen.getByRole('progressbar', { name: 'Загрузка уведомлений' })).toBeInTheDocument();
  });
});

describe('page loader', () => {
  it("is a status region labelled 'Загрузка…' with a progress bar inside", () => {
    render(<PageLoader />);
    const status = screen.getByRole('status', { name: 'Загрузка…' });
    expect(status).toContainElement(screen.getByRole('progressbar', { name: 'Загрузка…' }));
  });
});
