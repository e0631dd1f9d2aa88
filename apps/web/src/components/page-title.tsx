import Typography from '@mui/material/Typography';

type PageTitleProps = {
  children: string;
  /** 2 for a page inside a section whose layout already shows the section's h1. */
  level?: 1 | 2;
  /** Space under the heading (theme units); a layout that places something right under it sets it. */
  gutter?: number;
};

/** The page heading; also sets the browser tab title (React 19 hoists <title> into <head>). */
export function PageTitle({ children, level = 1, gutter }: PageTitleProps) {
  return (
    <>
      <title>{`${children} — Выплаты и документы`}</title>
      <Typography variant={level === 1 ? 'h1' : 'h2'} sx={{ mb: gutter ?? (level === 1 ? 3 : 2) }}>
        {children}
      </Typography>
    </>
  );
}
