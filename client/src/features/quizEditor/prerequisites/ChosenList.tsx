import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What has been chosen, as a labelled list of chips, or a line saying nothing is. */
export function ChosenList({ label, items, emptyText }: { label: string; items: readonly string[]; emptyText: string }) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={label} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {items.map((item, index) => (
        <li key={`${item}:${index}`}>
          <Chip label={item} />
        </li>
      ))}
    </Stack>
  );
}
