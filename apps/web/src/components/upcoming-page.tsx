import { PageTitle } from './page-title';
import { SectionInProgress } from './section-in-progress';

type UpcomingPageProps = {
  title: string;
  description?: string;
  /** 2 when the page sits inside a section layout that shows the section's own title. */
  level?: 1 | 2;
};

/** The real frame of a page (its title inside the layout) whose content belongs to a later update. */
export function UpcomingPage({ title, description, level = 1 }: UpcomingPageProps) {
  return (
    <>
      <PageTitle level={level}>{title}</PageTitle>
      <SectionInProgress description={description} />
    </>
  );
}
