import { CheckboxInput } from './CheckboxInput.tsx';
import { CompleteSpacesInput } from './CompleteSpacesInput.tsx';
import { CountryRegionInput } from './CountryRegionInput.tsx';
import { FileUploadInput } from './FileUploadInput.tsx';
import { MultipleAnswerInput } from './MultipleAnswerInput.tsx';
import type { QuestionInputProps } from './questionInputProps.ts';
import { SingleChoiceInput } from './SingleChoiceInput.tsx';
import { WritingInput } from './WritingInput.tsx';

/** The input for the question's type; an info question (type 4) has none. */
export function QuestionInput(props: QuestionInputProps) {
  const { question, ...rest } = props;
  switch (question.type) {
    case 0:
      return <SingleChoiceInput question={question} {...rest} />;
    case 1:
      return <WritingInput question={question} {...rest} />;
    case 2:
      return <CompleteSpacesInput question={question} {...rest} />;
    case 3:
      return <FileUploadInput question={question} {...rest} />;
    case 4:
      return null;
    case 5:
      return <MultipleAnswerInput question={question} {...rest} />;
    case 6:
      return <CheckboxInput question={question} {...rest} />;
    case 7:
      return <SingleChoiceInput question={question} {...rest} />;
    case 8:
      return <CountryRegionInput question={question} {...rest} />;
  }
}
