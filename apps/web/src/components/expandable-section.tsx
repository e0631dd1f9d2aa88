import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { ExpandMoreIcon } from './icons';

type ExpandableSectionProps = {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
};

/** A titled block whose content folds away behind 'Развернуть' / 'Свернуть' (SPEC §2). */
export function ExpandableSection({ title, children, defaultExpanded = false }: ExpandableSectionProps) {
  const [isExpanded, setIsExpanded] = useState(defaultExpanded);
  const titleId = useId();
  const contentId = useId();

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={titleId} variant="h3" component="h2">
          {title}
        </Typography>
        <Button
          variant="text"
          aria-expanded={isExpanded}
          aria-controls={contentId}
          onClick={() => setIsExpanded((was) => !was)}
          endIcon={
            <ExpandMoreIcon sx={{ transform: isExpanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
          }
        >
          {isExpanded ? 'Свернуть' : 'Развернуть'}
        </Button>
      </Stack>
      {/* Folded content stays mounted: what the person typed inside survives folding. */}
      <Collapse in={isExpanded}>
        <Box id={contentId} sx={{ pt: 2 }}>
          {children}
        </Box>
      </Collapse>
    </Box>
  );
}
