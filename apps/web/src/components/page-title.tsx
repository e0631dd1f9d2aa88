import Typography from '@mui/material/Typography';

type PageTitleProps = {
  children: string;
  /** 2 for a page inside a section whose layout already shows the section's h1. */
  level?: 1 | 2;
};

/** The page heading; also sets the browser tab title (React 19 hoists <title> into <head>). */
export function PageTitle({ children, level = 1 }: PageTitleProps) {
  return (
    <>
      <title>{`${children} — Выплаты и документы`}</title>
      <Typography variant={level === 1 ? 'h1' : 'h2'} sx={{ mb: level === 1 ? 3 : 2 }}>
        {children}
      </Typography>
    </>
  );
}
