import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UserText } from '../shell/userText/UserText.tsx';

export interface ProgramMapEntry {
  readonly subject: string;
  readonly contents: readonly string[];
}

/** The program map: one expandable panel per subject, its contents as a list; all closed at first. */
export function ProgramMap({ entries }: { entries: readonly ProgramMapEntry[] }) {
  return (
    <div>
      {entries.map((entry, index) => (
        <Accordion key={index} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              <UserText>{entry.subject}</UserText>
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ul" sx={{ m: 0, ps: 3 }}>
              {entry.contents.map((line, at) => (
                <Typography component="li" key={at} dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Typography>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
