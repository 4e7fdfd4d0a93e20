import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { goalBlocks } from '../../../../domain/organization/courseGoals.ts';

/** The goals text with list formatting (domain/organization/courseGoals.ts), in the text's own direction. */
export function CourseGoals({ goals }: { goals: string }) {
  return (
    <Box dir="auto" sx={{ overflowWrap: 'anywhere', '& ul, & ol': { m: 0, mb: 2, ps: 3 }, '& li': { mb: 0.5 } }}>
      {goalBlocks(goals).map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <Typography key={index} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {block.lines.join('\n')}
            </Typography>
          );
        }
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <Box key={index} component={List}>
            {block.items.map((item, at) => (
              <Typography component="li" key={at}>
                {item}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
